import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { filledText, localDateSchema } from '../rules/filled-text.js';
import { partyIdSchema } from '../rules/identifiers.js';
import { isLocalDate } from '../rules/local-date.js';
import { NUMERIC_FIELDS, numericField } from '../rules/numeric-fields.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';
import { paymentTypeSchema } from './payment-type.js';

/**
 * The terms a lessor enters to register a real-estate rent contract ("other rent"), and the bodies of
 * the later steps. The API validates its bodies with these schemas and the forms validate their values
 * with the same ones, so a rule is written once. Messages are i18n keys.
 */
export const CADASTRAL_NUMBER = /^\d{2}(:\d{2}){4}:\d{4}(\/\d{1,4})?$/;

/** The terms that can change during a contract's life (the parties and the object cannot). */
export const changeableShape = z.object({
  contractNumber: textField(TEXT_FIELDS.contractNumber),
  contractDate: localDateSchema,
  area: numericField(NUMERIC_FIELDS.area),
  monthlyPayment: numericField(NUMERIC_FIELDS.monthlyPayment),
  beginDate: localDateSchema,
  endDate: localDateSchema,
  // Left out, a change keeps the purpose; null clears it. So too the payment type, the notes and the
  // day the documents were drawn up.
  purpose: textField(TEXT_FIELDS.purpose).nullable().optional(),
  paymentType: paymentTypeSchema.nullable().optional(),
  notes: textField(TEXT_FIELDS.notes).nullable().optional(),
  /** The day the contract's documents were drawn up (spec §3 "documents created date"); not after the step. */
  documentsDate: localDateSchema.nullable().optional(),
});

/** End after start, checked as soon as both dates are real dates, so a form names it beside other missing fields. */
const endAfterStart = {
  path: ['endDate'],
  message: MessageKeys.endBeforeStart,
  when: ({ value }: { value: unknown }) => {
    const v = value as { beginDate?: unknown; endDate?: unknown };
    return (
      typeof v.beginDate === 'string' &&
      isLocalDate(v.beginDate) &&
      typeof v.endDate === 'string' &&
      isLocalDate(v.endDate)
    );
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
  cadastralNumber: filledText((v) => CADASTRAL_NUMBER.test(v), MessageKeys.invalidValue),
  /** Renting out space the lessor holds in operative management (an approved OPERATIVE contract of which it is the taker). */
  operativeContractId: z.uuid({ error: MessageKeys.invalidValue }).optional(),
});

export const contractTermsSchema = contractTermsShape.refine((t) => t.endDate > t.beginDate, endAfterStart);

export type ContractTerms = z.infer<typeof contractTermsSchema>;

/**
 * New terms for a change, a resubmission or a supplementary agreement. The area is named for every kind
 * but those rented whole (a vehicle), which name none; the decider asks it of the contract's kind.
 */
const namedTermsShape = changeableShape.extend({ area: numericField(NUMERIC_FIELDS.area).optional() });
export const termsChangeSchema = namedTermsShape.refine((t) => t.endDate > t.beginDate, endAfterStart);
export type TermsChange = z.infer<typeof termsChangeSchema>;

const reasonText = textField(TEXT_FIELDS.reason);

export const rejectionSchema = z.object({ reason: reasonText });
export const withdrawalSchema = z.object({ reason: textField(TEXT_FIELDS.optionalReason).optional() });

export const agreementSchema = namedTermsShape
  .extend({ agreementNumber: textField(TEXT_FIELDS.agreementNumber), agreementDate: localDateSchema })
  .refine((t) => t.endDate > t.beginDate, endAfterStart);
export type AgreementInput = z.infer<typeof agreementSchema>;

export const cancellationSchema = z.object({
  reason: reasonText,
  effectiveYear: numericField(NUMERIC_FIELDS.cancellationYear),
});

export const removalSchema = z.object({ reason: reasonText, removalDate: localDateSchema });
export type RemovalInput = z.infer<typeof removalSchema>;
