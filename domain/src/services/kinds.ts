import type { ServiceKindCode } from '../contracts/service-kinds.js';
import { adjacentArea } from './adjacent-area.js';
import { carRent } from './car-rent.js';
import { carRentNonResident } from './car-rent-nonresident.js';
import { foreignCompany } from './foreign-company.js';
import { landRent } from './land-rent.js';
import { leasing } from './leasing.js';
import { letterOfGuarantee } from './letter-of-guarantee.js';
import { mobileTrade } from './mobile-trade.js';
import { operative } from './operative.js';
import { otherRent } from './other-rent.js';
import { student } from './student.js';
import { warehouse } from './warehouse.js';

/**
 * The registry of service kinds: one line per kind, each defined in its own file here. The registration
 * schema (`registration.schema.ts`) and the decider's kind rules (`service-rules.ts`) are built from it.
 */
export const KINDS = [
  leasing,
  operative,
  foreignCompany,
  student,
  warehouse,
  letterOfGuarantee,
  landRent,
  otherRent,
  mobileTrade,
  carRent,
  carRentNonResident,
  adjacentArea,
] as const;

/** Every kind code has its line above: a code left out of the registry fails to compile here, named. */
type Unregistered = Exclude<ServiceKindCode, (typeof KINDS)[number]['kind']>;
export const EVERY_KIND_REGISTERED: [Unregistered] extends [never] ? true : Unregistered = true;
