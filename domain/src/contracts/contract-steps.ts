import { DomainError } from '../errors.js';
import type { Actor } from '../events/envelope.js';
import { type MessageKey, MessageKeys } from '../i18n-keys.js';
import { ContractState, type PendingStepCode } from './states.js';
import { CONTRACT_STEPS, type ContractStep, STEP_TABLE, type StepRule, type Who } from './step-table.js';

// Which steps a party may take on a contract, and why not when it may not. The decider refuses anything
// `refusal` names, and the contract view shows a button for each of `availableSteps`, so the two never
// disagree. The steps and their rules are the step table's (step-table.ts).

/** Where a contract stands, as both the event-folded state and the summary read model know it. */
export interface ContractStanding {
  state: number;
  lessorId: string;
  initiatorId: string;
  counterpartId: string;
  pendingStep: PendingStepCode | null;
  pendingBy: string | null;
  /** The year a cancellation agreed from a later year takes effect; null when none is agreed. */
  cancelledFrom: number | null;
  removed: boolean;
}

const { AwaitingApproval } = ContractState;

const WHO_REFUSAL: Record<Who, MessageKey> = {
  initiator: MessageKeys.onlyInitiator,
  counterpart: MessageKeys.onlyCounterpartDecides,
  lessor: MessageKeys.onlyLessorProposes,
  either: MessageKeys.stepNotAllowed,
  otherThanAsker: MessageKeys.onlyOtherParty,
};

export const isParty = (contract: Pick<ContractStanding, 'initiatorId' | 'counterpartId'>, partyId: string): boolean =>
  partyId === contract.initiatorId || partyId === contract.counterpartId;

function fits(who: Who, c: ContractStanding, partyId: string): boolean {
  switch (who) {
    case 'initiator':
      return partyId === c.initiatorId;
    case 'counterpart':
      return partyId === c.counterpartId;
    case 'lessor':
      return partyId === c.lessorId;
    case 'either':
      return true;
    case 'otherThanAsker':
      return partyId !== c.pendingBy;
  }
}

/** Why this actor may not take this step now, or undefined when it may. */
export function refusal(
  c: ContractStanding,
  actor: Pick<Actor, 'kind' | 'partyId'>,
  step: ContractStep,
): DomainError | undefined {
  // To anyone but its parties the contract does not exist.
  if (actor.kind !== 'party' || !isParty(c, actor.partyId))
    return new DomainError('CONTRACT_NOT_FOUND', MessageKeys.notFound, 'notFound');
  if (c.removed) return new DomainError('CONTRACT_REMOVED', MessageKeys.contractRemoved, 'conflict');
  const rule: StepRule = STEP_TABLE[step].rule;
  if (!fits(rule.who, c, actor.partyId)) {
    const code = rule.who === 'counterpart' ? 'ONLY_COUNTERPART_DECIDES' : `ONLY_${rule.who.toUpperCase()}`;
    return new DomainError(code, WHO_REFUSAL[rule.who], 'forbidden');
  }
  if (!rule.states.includes(c.state) && rule.states.includes(AwaitingApproval)) {
    return new DomainError('NOT_AWAITING_APPROVAL', MessageKeys.contractNotAwaitingApproval, 'conflict');
  }
  if (!rule.states.includes(c.state) || !rule.pending.includes(c.pendingStep)) {
    return new DomainError('STEP_NOT_ALLOWED', MessageKeys.stepNotAllowed, 'conflict');
  }
  if (rule.notOnceCancelled && c.cancelledFrom !== null) {
    return new DomainError('CANCELLATION_AGREED', MessageKeys.cancellationAlreadyAgreed, 'conflict', undefined, {
      year: String(c.cancelledFrom),
    });
  }
  return undefined;
}

export const availableSteps = (c: ContractStanding, actor: Pick<Actor, 'kind' | 'partyId'>): ContractStep[] =>
  CONTRACT_STEPS.filter((step) => !refusal(c, actor, step));
