import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart, realEstateShape } from './kind.js';

/**
 * Operative management: the giver (owner) hands space to the taker without the right of disposal. It
 * cannot be cancelled while contracts on that space are in force (the decider's cancellation step).
 */
export const operativeSchema = realEstateShape(ServiceKind.Operative).refine(...endAfterStart);

export const operative = defineKind(operativeSchema);
