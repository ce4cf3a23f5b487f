import { ContractState } from './states.js';

/**
 * Which steps a party may take on a contract now. The decider refuses anything not listed here, and
 * the contract view shows a button for each listed step, so the two never disagree.
 */
export type ContractStep = 'confirm' | 'reject';

export interface ContractStanding {
  state: number;
  initiatorId: string;
  counterpartId: string;
}

export function availableSteps(contract: ContractStanding, partyId: string): ContractStep[] {
  if (contract.state === ContractState.AwaitingApproval && partyId === contract.counterpartId) {
    return ['confirm', 'reject'];
  }
  return [];
}

export const isParty = (contract: ContractStanding, partyId: string): boolean =>
  partyId === contract.initiatorId || partyId === contract.counterpartId;
