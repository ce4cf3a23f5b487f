import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { isLocalDate } from '../rules/local-date.js';
import { LEASING_MIN_MONTHS, termLongerThanMonths } from '../rules/term.js';
import { contractTermsShape } from '../contracts/contract-terms.schema.js';
import { ServiceKind } from '../contracts/service-kinds.js';

/**
 * The body of `POST /api/contracts` and the values of each service form: one schema per kind, told apart
 * by `kind`. Real-estate kinds share the terms of "other rent"; each adds its own rules.
 */
const datesReady = (v: unknown) => {
  const t = v as { beginDate?: unknown; endDate?: unknown };
  return typeof t.beginDate === 'string' && isLocalDate(t.beginDate) && typeof t.endDate === 'string' && isLocalDate(t.endDate);
};
const endAfterStart = { path: ['endDate'], message: MessageKeys.endBeforeStart, when: ({ value }: { value: unknown }) => datesReady(value) };

const realEstate = <K extends string>(kind: K) =>
  contractTermsShape.extend({ kind: z.literal(kind) }).refine((t) => t.endDate > t.beginDate, endAfterStart);

export const otherRentSchema = realEstate(ServiceKind.OtherRent);

/** Leasing: a term over twelve months. */
export const leasingSchema = realEstate(ServiceKind.Leasing).refine((t) => t.endDate <= t.beginDate || termLongerThanMonths(t.beginDate, t.endDate, LEASING_MIN_MONTHS), {
  path: ['endDate'],
  message: MessageKeys.leasingTermTooShort,
  when: ({ value }) => datesReady(value),
});

/** Operative management: the giver (owner) hands space to the taker without the right of disposal. */
export const operativeSchema = realEstate(ServiceKind.Operative);

export const registrationSchema = z.discriminatedUnion('kind', [otherRentSchema, leasingSchema, operativeSchema]);
export type Registration = z.infer<typeof registrationSchema>;

/** The kinds that can be registered now, and the schema each form validates with. */
export const REGISTRATION_SCHEMAS = {
  [ServiceKind.OtherRent]: otherRentSchema,
  [ServiceKind.Leasing]: leasingSchema,
  [ServiceKind.Operative]: operativeSchema,
} as const;
export type RegistrableKind = keyof typeof REGISTRATION_SCHEMAS;
