import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { partyIdSchema, pinflSchema, tinSchema } from '../rules/identifiers.js';
import { isLocalDate } from '../rules/local-date.js';
import { LAND_MULTIPLIER_MAX, LAND_MULTIPLIER_MIN } from '../rules/land-fee.js';
import { LEASING_MIN_MONTHS, termLongerThanMonths } from '../rules/term.js';
import { changeableShape, contractTermsShape } from '../contracts/contract-terms.schema.js';
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

/** Rent on a letter of guarantee: preliminary data for a legal entity registered in the last ten days. */
export const letterOfGuaranteeSchema = contractTermsShape
  .extend({ kind: z.literal(ServiceKind.LetterOfGuarantee), lesseeId: tinSchema })
  .refine((t) => t.endDate > t.beginDate, endAfterStart);

/** Rent to a foreign company: the lessee is a non-resident taxpayer, named by its TIN. */
export const foreignCompanySchema = contractTermsShape
  .extend({ kind: z.literal(ServiceKind.ForeignCompany), lesseeId: tinSchema })
  .refine((t) => t.endDate > t.beginDate, endAfterStart);

/**
 * Student rent: the lessees are students, each by PINFL (name, university and faculty come from the
 * education registry); at least one, no PINFL twice. The first is the contract's lessee, the others its
 * co-tenants.
 */
export const studentSchema = contractTermsShape
  .omit({ lesseeId: true })
  .extend({
    kind: z.literal(ServiceKind.Student),
    students: z
      .array(z.object({ pinfl: pinflSchema }), { error: MessageKeys.studentsRequired })
      .min(1, MessageKeys.studentsRequired)
      .max(20, MessageKeys.invalidValue)
      .superRefine((students, ctx) => {
        const seen = new Set<string>();
        students.forEach((s, i) => {
          if (seen.has(s.pinfl)) ctx.addIssue({ code: 'custom', path: [i, 'pinfl'], message: MessageKeys.pinflRepeated });
          seen.add(s.pinfl);
        });
      }),
  })
  .refine((t) => t.endDate > t.beginDate, endAfterStart);

/**
 * Land rent: a plot from the land registry and a multiplier of its land tax rate (1 to 3); the fee
 * follows from them, so the form sends no payment.
 */
export const landRentSchema = contractTermsShape
  .omit({ monthlyPayment: true })
  .extend({
    kind: z.literal(ServiceKind.LandRent),
    rentMultiplier: z
      .number({ error: MessageKeys.required })
      .min(LAND_MULTIPLIER_MIN, MessageKeys.landMultiplierInvalid)
      .max(LAND_MULTIPLIER_MAX, MessageKeys.landMultiplierInvalid),
  })
  .refine((t) => t.endDate > t.beginDate, endAfterStart);

export const MOBILE_OBJECT_TYPES = ['KIOSK', 'PAVILION', 'TRAILER', 'TENT', 'VENDING_MACHINE'] as const;
export const MOBILE_USAGE_TYPES = ['FOOD', 'NON_FOOD', 'SERVICES', 'CATERING'] as const;

/**
 * Mobile trade object rent: a spot for a kiosk, trailer or tent; the object's type, what it is used for
 * and its own area, which cannot exceed the rented area. The lessee is a sole proprietor or self-employed.
 */
export const mobileTradeSchema = contractTermsShape
  .extend({
    kind: z.literal(ServiceKind.MobileTrade),
    lesseeId: pinflSchema,
    objectType: z.enum(MOBILE_OBJECT_TYPES, { error: MessageKeys.required }),
    usageType: z.enum(MOBILE_USAGE_TYPES, { error: MessageKeys.required }),
    objectArea: z.number({ error: MessageKeys.required }).positive(MessageKeys.areaPositive).max(1_000_000, MessageKeys.invalidValue),
  })
  .refine((t) => t.endDate > t.beginDate, endAfterStart)
  .refine((t) => !(t.objectArea > t.area), { path: ['objectArea'], message: MessageKeys.objectAreaExceedsPlot });

export const VEHICLE_KINDS = ['LIGHT_CAR', 'BUS', 'MINIBUS', 'MOTOR_FREIGHT', 'SPECIAL'] as const;
export const VEHICLE_USAGE_TYPES = ['PERSONAL', 'TAXI', 'PASSENGER_TRANSPORT', 'CARGO', 'OTHER'] as const;
/** Uzbek plates: 01 A 123 BC (persons) or 01 123 ABC (companies), written without spaces. */
export const PLATE_NUMBER = /^\d{2}([A-Z]\d{3}[A-Z]{2}|\d{3}[A-Z]{3})$/;

/**
 * Car rent: a vehicle of the lessor's, by plate number, rented for a use; the rent is at least the
 * per-vehicle minimum of its class. One vehicle per contract, so it has no area.
 */
export const carRentSchema = changeableShape
  .omit({ area: true })
  .extend({
    kind: z.literal(ServiceKind.CarRent),
    lesseeId: partyIdSchema,
    plateNumber: z.string({ error: MessageKeys.required }).trim().toUpperCase().regex(PLATE_NUMBER, MessageKeys.plateNumberInvalid),
    usageType: z.enum(VEHICLE_USAGE_TYPES, { error: MessageKeys.required }),
  })
  .refine((t) => t.endDate > t.beginDate, endAfterStart);

export const registrationSchema = z.discriminatedUnion('kind', [otherRentSchema, leasingSchema, operativeSchema, foreignCompanySchema, studentSchema, landRentSchema, mobileTradeSchema, carRentSchema, letterOfGuaranteeSchema]);
export type Registration = z.infer<typeof registrationSchema>;

/** The kinds that can be registered now, and the schema each form validates with. */
export const REGISTRATION_SCHEMAS = {
  [ServiceKind.OtherRent]: otherRentSchema,
  [ServiceKind.Leasing]: leasingSchema,
  [ServiceKind.Operative]: operativeSchema,
  [ServiceKind.ForeignCompany]: foreignCompanySchema,
  [ServiceKind.Student]: studentSchema,
  [ServiceKind.LandRent]: landRentSchema,
  [ServiceKind.MobileTrade]: mobileTradeSchema,
  [ServiceKind.CarRent]: carRentSchema,
  [ServiceKind.LetterOfGuarantee]: letterOfGuaranteeSchema,
} as const;
export type RegistrableKind = keyof typeof REGISTRATION_SCHEMAS;
