import { z } from 'zod';
import { SERVICE_KINDS } from '../contracts/service-kinds.js';
import { ACTED_AS } from '../events/acted-as.js';
import { ContractState } from '../contracts/states.js';
import { MessageKeys } from '../i18n-keys.js';
import { isPinfl, isTin } from '../rules/identifiers.js';
import { isLocalDate } from '../rules/local-date.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';

const STATE_CODES: readonly number[] = Object.values(ContractState);

/**
 * What the committee's staff search the register by (`GET /api/operator/contracts`, issue 19), across
 * every party: the portal's registration number; a part of a contract's own or registration number; a
 * party by TIN/PINFL (either side) or a part of its name; the object by cadastral number or vehicle plate;
 * the kind, the state and the period it was registered in; the region and the object's district; who took
 * any step of it (a party, an employee, an operator, the system), and which person.
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
    /** The object's district in the cadastre: its 7-digit SOATO code (within the region, when one is chosen). */
    district: z
      .string()
      .regex(/^\d{7}$/, MessageKeys.invalidValue)
      .optional(),
    /** Contracts on which an actor of this kind took any step. */
    actedAs: z.enum(ACTED_AS, { error: MessageKeys.invalidValue }).optional(),
    /** …and that person: a party's TIN or PINFL, an employee's or an operator's PINFL. Needs `actedAs`. */
    actedBy: z.string().trim().regex(/^\d+$/, MessageKeys.invalidValue).optional(),
    kind: z.enum(SERVICE_KINDS as [string, ...string[]], { error: MessageKeys.invalidValue }).optional(),
    state: z.coerce
      .number({ error: MessageKeys.invalidValue })
      .refine((code) => STATE_CODES.includes(code), MessageKeys.invalidValue)
      .optional(),
    createdFrom: z.string().refine(isLocalDate, MessageKeys.dateInvalid).optional(),
    createdTo: z.string().refine(isLocalDate, MessageKeys.dateInvalid).optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // A district's SOATO code begins with its region's: 17, then the region's two digits.
    if (f.district && f.region && f.district.slice(2, 4) !== f.region) refuse('district', MessageKeys.invalidValue);
    if (f.actedBy === undefined) return;
    if (!f.actedAs) refuse('actedAs', MessageKeys.required);
    else if (f.actedAs === 'system') refuse('actedBy', MessageKeys.invalidValue);
    else if (f.actedAs === 'party' ? !isTin(f.actedBy) && !isPinfl(f.actedBy) : !isPinfl(f.actedBy))
      // A party is a TIN or a PINFL; an employee and an operator are people: a PINFL.
      refuse('actedBy', f.actedAs === 'party' ? MessageKeys.invalidValue : MessageKeys.pinflInvalid);
  });
export type StaffContractFilter = z.infer<typeof staffContractFilterSchema>;

/** A place's name in each language of the portal, as the SOATO classifier gives it: reference data. */
const placeNameSchema = z.object({ 'uz-Latn': z.string(), 'uz-Cyrl': z.string(), ru: z.string() });

/**
 * The regions and their districts the staff's search offers (`GET /api/operator/regions`): a region by the
 * two digits its registration numbers carry (the last two of its SOATO code), a district by its SOATO code.
 */
export const searchRegionSchema = z.object({
  region: z.string(),
  name: placeNameSchema,
  districts: z.array(z.object({ soato: z.string(), name: placeNameSchema })),
});
export type SearchRegion = z.infer<typeof searchRegionSchema>;
