import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import type { Contract, ExistingContract } from './contract-state.js';
import { ServiceKind } from './service-kinds.js';
import { ContractState } from './states.js';

/**
 * A taker in operative management rents out the space it was given only while that contract is approved
 * and on the register: checked when a sub-lease is registered (against the lessor and the object named)
 * and again, on the operative contract's own stream, whenever a sub-lease takes space.
 */
export function assertOperativeSpaceHeld(
  operative: Contract,
  sublease?: { lessorId: string; cadastralNumber: string },
): asserts operative is ExistingContract {
  const held =
    operative.status === 'Existing' &&
    operative.kind === ServiceKind.Operative &&
    operative.state === ContractState.Approved &&
    // Space given back from an agreed year is not rented out again meanwhile.
    operative.cancelledFrom === null &&
    !operative.removed &&
    (!sublease || (operative.lesseeId === sublease.lessorId && operative.cadastralNumber === sublease.cadastralNumber));
  if (!held)
    throw new DomainError('OPERATIVE_SPACE_NOT_HELD', MessageKeys.operativeSpaceNotHeld, 'invalid', 'cadastralNumber');
}
