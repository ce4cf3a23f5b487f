import { z } from 'zod';
import { propertyUseSchema, settlementZoneSchema } from './minimum-rates.js';

// What a form's lookups in the registries answer (`GET /api/catalog-general/…`, spec §7): only what the
// form shows of another's record, never its owner, address or phone unless the form shows it.

/** A lessor or lessee by TIN or PINFL: the name the form shows under the field. */
export const partyLookupSchema = z.object({ id: z.string(), name: z.string() });
export type PartyLookup = z.infer<typeof partyLookupSchema>;

/** A company by TIN. */
export const companyLookupSchema = z.object({ tin: z.string(), name: z.string() });
export type CompanyLookup = z.infer<typeof companyLookupSchema>;

/** A student by PINFL, as the student-rent form shows them. */
export const studentLookupSchema = z.object({
  pinfl: z.string(),
  name: z.string(),
  university: z.string(),
  faculty: z.string(),
  course: z.number().int(),
});
export type StudentLookup = z.infer<typeof studentLookupSchema>;

/** A cadastral object by its number: what the cadastre says publicly of it (the zone null where it has no zone data). */
export const cadastralObjectLookupSchema = z.object({
  cadastralNumber: z.string(),
  address: z.string(),
  totalArea: z.number(),
  propertyType: z.string(),
  propertyUse: propertyUseSchema,
  regionSoato: z.string().nullable(),
  settlementZone: settlementZoneSchema.nullable(),
});
export type CadastralObjectLookup = z.infer<typeof cadastralObjectLookupSchema>;

/** A vehicle by plate number, and each of the caller's own (`my-vehicles`): its kind, model, colour, year and rate class. */
export const vehicleLookupSchema = z.object({
  plateNumber: z.string(),
  vehicleKind: z.string(),
  model: z.string(),
  colour: z.string(),
  yearMade: z.number().int(),
  vehicleClass: z.string(),
});
export type VehicleLookup = z.infer<typeof vehicleLookupSchema>;

/**
 * What the signed-in party may rent out (`my-properties`): its own cadastral objects, then the spaces it
 * holds in operative management, each with the area it has and what of it is not rented yet.
 */
export const rentablePropertySchema = cadastralObjectLookupSchema.extend({
  /** A land plot's land tax rate, so'm per m² a year; buildings have none. */
  landTaxRate: z.number().nullable(),
  vacantArea: z.number(),
  /** Set for space the party holds in operative management (it rents that out, not the object). */
  operativeContractId: z.string().nullable(),
  operativeContractNumber: z.string().nullable(),
});
export type RentableProperty = z.infer<typeof rentablePropertySchema>;
