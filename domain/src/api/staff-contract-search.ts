import { z } from 'zod';
import { SERVICE_KINDS } from '../contracts/service-kinds.js';
import { ContractState } from '../contracts/states.js';
import { MessageKeys } from '../i18n-keys.js';
import { isLocalDate } from '../rules/local-date.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';

const STATE_CODES: readonly number[] = Object.values(ContractState);

/**
 * What the committee's staff search the register by (`GET /api/operator/contracts`, issue 19), across
 * every party: the portal's registration number; a part of a contract's own or registration number; a
 * party by TIN/PINFL (either side) or a part of its name; the object by cadastral number or vehicle plate;
 * the kind, the state and the period it was registered in.
 */
export const staffContractFilterSchema = z
  .object({
    registrationNumber: textField(TEXT_FIELDS.listNumber).optional(),
    number: textField(TEXT_FIELDS.listNumber).optional(),
    party: textField(TEXT_FIELDS.listSearch).optional(),
    object: textField(TEXT_FIELDS.listNumber).optional(),
    /** The region part of the registration number (registration-number.ts): two digits, 00 for vehicles. */
    region: z
      .string()
      .regex(/^\d{2}$/, MessageKeys.invalidValue)
      .optional(),
    kind: z.enum(SERVICE_KINDS as [string, ...string[]], { error: MessageKeys.invalidValue }).optional(),
    state: z.coerce
      .number({ error: MessageKeys.invalidValue })
      .refine((code) => STATE_CODES.includes(code), MessageKeys.invalidValue)
      .optional(),
    createdFrom: z.string().refine(isLocalDate, MessageKeys.dateInvalid).optional(),
    createdTo: z.string().refine(isLocalDate, MessageKeys.dateInvalid).optional(),
  })
  .strict();
export type StaffContractFilter = z.infer<typeof staffContractFilterSchema>;
