import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { partyIdSchema } from '../rules/identifiers.js';
import { isLocalDate, localDateSchema } from '../rules/local-date.js';
import { NUMERIC_FIELDS, numericField } from '../rules/numeric-fields.js';

/**
 * The terms a lessor enters to register a real-estate rent contract ("other rent"), and the bodies of
 * the later steps. The API validates its bodies with these schemas and the forms validate their values
 * with the same ones, so a rule is written once. Messages are i18n keys.
 */
const required = (max: number) =>
  z.string({ error: MessageKeys.required }).trim().min(1, MessageKeys.required).max(max, MessageKeys.invalidValue);

export const CADASTRAL_NUMBER = /^\d{2}(:\d{2}){4}:\d{4}(\/\d{1,4})?$/;

/** The terms that can change during a contract's life (the parties and the object cannot). */
export const changeableShape = z.object({
  contractNumber: required(50),
  contractDate: localDateSchema,
  area: numericField(NUMERIC_FIELDS.area),
  monthlyPayment: numericField(NUMERIC_FIELDS.monthlyPayment),
  beginDate: localDateSchema,
  endDate: localDateSchema,
  purpose: z.string().trim().max(500, MessageKeys.invalidValue).optional(),
});

/** End after start, checked as soon as both dates are real dates, so a form names it beside other missing fields. */
const endAfterStart = {
  path: ['endDate'],
  message: MessageKeys.endBeforeStart,
  when: ({ value }: { value: unknown }) => {
    const v = value as { beginDate?: unknown; endDate?: unknown };
    return typeof v.beginDate === 'string' && isLocalDate(v.beginDate) && typeof v.endDate === 'string' && isLocalDate(v.endDate);
  },
};

/**
 * A payment agreed in BHM (base calculation amounts): the multiple. The monthly payment in so'm is then
 * the BHM at the contract date times it (domain-facts), worked out by the server; absent for so'm.
 */
export const bhmMultipleShape = {
  bhmMultiple: numericField(NUMERIC_FIELDS.bhmMultiple).optional(),
};

/** The terms of a real-estate contract as first entered: the changeable ones, the lessee and the object. */
export const contractTermsShape = changeableShape.extend({
  ...bhmMultipleShape,
  lesseeId: partyIdSchema,
  cadastralNumber: z.string({ error: MessageKeys.required }).trim().regex(CADASTRAL_NUMBER, MessageKeys.invalidValue),
  /** Renting out space the lessor holds in operative management (an approved OPERATIVE contract of which it is the taker). */
  operativeContractId: z.uuid({ error: MessageKeys.invalidValue }).optional(),
});

export const contractTermsSchema = contractTermsShape.refine((t) => t.endDate > t.beginDate, endAfterStart);

export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** New terms for a change, a resubmission or a supplementary agreement. */
export const termsChangeSchema = changeableShape.refine((t) => t.endDate > t.beginDate, endAfterStart);
export type TermsChange = z.infer<typeof termsChangeSchema>;

const reasonText = z.string({ error: MessageKeys.reasonRequired }).trim().min(1, MessageKeys.reasonRequired).max(1000, MessageKeys.invalidValue);

export const rejectionSchema = z.object({ reason: reasonText });
export const withdrawalSchema = z.object({ reason: z.string().trim().max(1000, MessageKeys.invalidValue).optional() });

export const agreementSchema = changeableShape
  .extend({ agreementNumber: required(50), agreementDate: localDateSchema })
  .refine((t) => t.endDate > t.beginDate, endAfterStart);
export type AgreementInput = z.infer<typeof agreementSchema>;

export const cancellationSchema = z.object({
  reason: reasonText,
  effectiveYear: numericField(NUMERIC_FIELDS.cancellationYear),
});

export const removalSchema = z.object({ reason: reasonText, removalDate: localDateSchema });
export type RemovalInput = z.infer<typeof removalSchema>;
