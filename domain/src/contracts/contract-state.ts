import type { LocalDate } from '../rules/local-date.js';
import type { ContractEvent } from './contract-events.js';
import { ContractState, type ContractStateCode } from './states.js';

/** What the decider needs to know of a contract: who its parties are and where it stands. */
export type Contract =
  | { status: 'Empty' }
  | {
      status: 'Existing';
      contractId: string;
      state: ContractStateCode;
      lessorId: string;
      lesseeId: string;
      initiatorId: string;
      counterpartId: string;
      beginDate: LocalDate;
      endDate: LocalDate;
    };

export const initialContract = (): Contract => ({ status: 'Empty' });

export function evolve(contract: Contract, event: ContractEvent): Contract {
  switch (event.type) {
    case 'ContractCreated': {
      const d = event.data;
      return {
        status: 'Existing',
        contractId: d.contractId,
        state: ContractState.AwaitingApproval,
        lessorId: d.lessor.id,
        lesseeId: d.lessee.id,
        initiatorId: d.initiatorId,
        counterpartId: d.counterpartId,
        beginDate: d.beginDate,
        endDate: d.endDate,
      };
    }
    case 'ContractConfirmed':
      return contract.status === 'Existing' ? { ...contract, state: ContractState.Approved } : contract;
    case 'ContractRejected':
      return contract.status === 'Existing' ? { ...contract, state: ContractState.Rejected } : contract;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export const foldContract = (events: readonly ContractEvent[]): Contract => events.reduce(evolve, initialContract());
