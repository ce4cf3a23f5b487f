import { ServiceKind } from '../contracts/service-kinds.js';
import { kinshipShape } from '../contracts/kinship.js';
import { assertHousehold, householdDetails, householdShape, refineHousehold } from '../contracts/household.js';
import { defineKind, endAfterStart, realEstateShape } from './kind.js';

/**
 * Other rent: a lessor's premises, any term, at least the minimum rent unless the lessee is a close
 * relative (kinship.ts). Rented to a person, it is a home: who lives there with the lessee and who pays
 * which utility (household.ts). The kinds below build on it.
 */
export const otherRentSchema = realEstateShape(ServiceKind.OtherRent)
  .extend({ ...kinshipShape, ...householdShape })
  .refine(...endAfterStart)
  .superRefine(...refineHousehold);

export const otherRent = defineKind(
  otherRentSchema,
  { parties: ({ lessee, details }) => assertHousehold(lessee, details) },
  (r) => ({ ...(r.kinship && { kinship: r.kinship }), ...householdDetails(r) }),
);
