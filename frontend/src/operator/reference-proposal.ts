import {
  MessageKeys,
  parseDisplayDate,
  type LocalDate,
  type ReferenceProposal,
  referenceProposalSchema,
} from '@rent/domain';

/** The new-BHM form as typed: the date as DD.MM.YYYY, the amount as digits and a point (SumInput). */
export interface BhmForm {
  validFrom: string;
  amount: string;
  source: string;
  reason: string;
}

/** A field's message key, for each field the form or the API refused. */
export type BhmFormErrors = Partial<Record<keyof BhmForm, string>>;

/** What the reader is told for a date that is not after today: the API's CHANGE_IN_THE_PAST. */
export const NOT_AFTER_TODAY = 'operator.reference.errors.notAfterToday';

/**
 * The form checked as the API checks it (referenceProposalSchema, and a date after today in Tashkent),
 * so the reader hears of a mistake before sending: the proposal to send, or a key per refused field.
 */
export function bhmProposal(
  form: BhmForm,
  today: LocalDate,
): { proposal: ReferenceProposal } | { errors: BhmFormErrors } {
  const validFrom = parseDisplayDate(form.validFrom);
  const parsed = referenceProposalSchema.safeParse({
    kind: 'bhm',
    validFrom: validFrom ?? '',
    amount: form.amount.trim() === '' ? Number.NaN : Number(form.amount),
    source: form.source,
    reason: form.reason,
  });
  const errors: BhmFormErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof BhmForm;
      errors[field] ??= issue.message;
    }
  if (!validFrom) errors.validFrom = MessageKeys.dateInvalid;
  else if (validFrom <= today) errors.validFrom = NOT_AFTER_TODAY;
  return parsed.success && Object.keys(errors).length === 0 ? { proposal: parsed.data } : { errors };
}
