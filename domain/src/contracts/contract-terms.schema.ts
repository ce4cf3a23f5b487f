import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { partyIdSchema } from '../rules/identifiers.js';
import { isLocalDate, localDateSchema } from '../rules/local-date.js';

/**
 * The terms a lessor enters to register a real-estate rent contract ("other rent"). The API validates
 * its body with this schema and the form validates its values with the same one, so a rule is written
 * once. Messages are i18n keys.
 */
const required = (max: number) =>
  z.string({ error: MessageKeys.required }).trim().min(1, MessageKeys.required).max(max, MessageKeys.invalidValue);

const positive = (key: typeof MessageKeys.areaPositive | typeof MessageKeys.amountPositive) =>
  z.number({ error: MessageKeys.required }).finite(MessageKeys.invalidValue).positive(key);

export const CADASTRAL_NUMBER = /^\d{2}(:\d{2}){4}:\d{4}(\/\d{1,4})?$/;

export const contractTermsSchema = z
  .object({
    contractNumber: required(50),
    contractDate: localDateSchema,
    lesseeId: partyIdSchema,
    cadastralNumber: z.string({ error: MessageKeys.required }).trim().regex(CADASTRAL_NUMBER, MessageKeys.invalidValue),
    area: positive(MessageKeys.areaPositive).max(1_000_000, MessageKeys.invalidValue),
    monthlyPayment: positive(MessageKeys.amountPositive).max(1e13, MessageKeys.invalidValue),
    beginDate: localDateSchema,
    endDate: localDateSchema,
    purpose: z.string().trim().max(500, MessageKeys.invalidValue).optional(),
  })
  .refine((t) => t.endDate > t.beginDate, {
    path: ['endDate'],
    message: MessageKeys.endBeforeStart,
    // Checked as soon as both dates are real dates, so the form names it beside other missing fields.
    when: ({ value }) => {
      const v = value as { beginDate?: unknown; endDate?: unknown };
      return typeof v.beginDate === 'string' && isLocalDate(v.beginDate) && typeof v.endDate === 'string' && isLocalDate(v.endDate);
    },
  });

export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const rejectionSchema = z.object({
  reason: z.string({ error: MessageKeys.reasonRequired }).trim().min(1, MessageKeys.reasonRequired).max(1000, MessageKeys.invalidValue),
});
