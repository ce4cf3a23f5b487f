import { ServiceKind } from '../contracts/service-kinds.js';
import { endAfterStart, realEstateShape } from './kind.js';

/** Other rent: a lessor's premises, any term, at least the minimum rent. The kinds below build on it. */
export const otherRentSchema = realEstateShape(ServiceKind.OtherRent).refine(...endAfterStart);
