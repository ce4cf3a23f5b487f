import { z } from 'zod';
import { ServiceKind } from '../contracts/service-kinds.js';
import { adjacentAreaSchema } from './adjacent-area.js';
import { carRentNonResidentSchema, carRentSchema } from './car-rent.js';
import { foreignCompanySchema } from './foreign-company.js';
import { landRentSchema } from './land-rent.js';
import { leasingSchema } from './leasing.js';
import { letterOfGuaranteeSchema } from './letter-of-guarantee.js';
import { mobileTradeSchema } from './mobile-trade.js';
import { operativeSchema } from './operative.js';
import { otherRentSchema } from './other-rent.js';
import { studentSchema } from './student.js';
import { warehouseSchema } from './warehouse.js';

/** The body of `POST /api/contracts`: one schema per kind (each in its own file here), told apart by `kind`. */
export const registrationSchema = z.discriminatedUnion('kind', [
  otherRentSchema,
  leasingSchema,
  operativeSchema,
  foreignCompanySchema,
  studentSchema,
  warehouseSchema,
  letterOfGuaranteeSchema,
  landRentSchema,
  mobileTradeSchema,
  carRentSchema,
  carRentNonResidentSchema,
  adjacentAreaSchema,
]);
export type Registration = z.infer<typeof registrationSchema>;

/** The schema each kind's form validates with. */
export const REGISTRATION_SCHEMAS = {
  [ServiceKind.OtherRent]: otherRentSchema,
  [ServiceKind.Leasing]: leasingSchema,
  [ServiceKind.Operative]: operativeSchema,
  [ServiceKind.ForeignCompany]: foreignCompanySchema,
  [ServiceKind.Student]: studentSchema,
  [ServiceKind.Warehouse]: warehouseSchema,
  [ServiceKind.LetterOfGuarantee]: letterOfGuaranteeSchema,
  [ServiceKind.LandRent]: landRentSchema,
  [ServiceKind.MobileTrade]: mobileTradeSchema,
  [ServiceKind.CarRent]: carRentSchema,
  [ServiceKind.CarRentNonResident]: carRentNonResidentSchema,
  [ServiceKind.AdjacentArea]: adjacentAreaSchema,
} as const;
export type RegistrableKind = keyof typeof REGISTRATION_SCHEMAS;
