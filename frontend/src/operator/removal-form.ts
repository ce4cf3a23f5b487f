import { MessageKeys, parseDisplayDate, type RemovalInput, removalSchema } from '@rent/domain';

/** The removal's form as typed: the date it takes effect as DD.MM.YYYY, the reason as written. */
export interface RemovalForm {
  removalDate: string;
  reason: string;
}

export type RemovalErrors = Partial<Record<keyof RemovalForm, string>>;

/**
 * The removal to sign and send, checked as the API checks it (removalSchema), or a message key per
 * refused field: the signed document is built from exactly what the API will parse.
 */
export function checkRemoval(form: RemovalForm): { removal: RemovalInput } | { errors: RemovalErrors } {
  const removalDate = parseDisplayDate(form.removalDate);
  const parsed = removalSchema.safeParse({ reason: form.reason, removalDate: removalDate ?? '' });
  const errors: RemovalErrors = {};
  if (!removalDate)
    errors.removalDate = form.removalDate.trim() ? MessageKeys.dateInvalid : MessageKeys.fillAllInformation;
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof RemovalForm;
      errors[field] ??= issue.message;
    }
  return parsed.success && !errors.removalDate ? { removal: parsed.data } : { errors };
}

/** A refusal's fields that the form shows on its own fields (the API names them as the form does). */
export function refusedFields(errors: Record<string, string>): RemovalErrors | null {
  const fields = Object.entries(errors).filter(([field]) => field === 'reason' || field === 'removalDate');
  return fields.length ? (Object.fromEntries(fields) as RemovalErrors) : null;
}
