import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart, realEstateShape } from './kind.js';

/** Other rent: a lessor's premises, any term, at least the minimum rent. The kinds below build on it. */
export const otherRentSchema = realEstateShape(ServiceKind.OtherRent).refine(...endAfterStart);

export const otherRent = defineKind(otherRentSchema);
