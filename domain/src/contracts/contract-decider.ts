import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import type { ConfirmContract, ContractCommand, CreateContract, RejectContract } from './contract-commands.js';
import type { ContractConfirmed, ContractCreated, ContractEvent, ContractRejected } from './contract-events.js';
import { type Contract, evolve, initialContract } from './contract-state.js';
import { isParty } from './contract-steps.js';
import { ContractState } from './states.js';

/**
 * The contract decider: given the contract as its events made it and a command, the events the command
 * produces, or a DomainError that names the broken rule. Pure: the clock and the actor come in the
 * command's metadata.
 */
export function decide(command: ContractCommand, contract: Contract): ContractEvent[] {
  switch (command.type) {
    case 'CreateContract':
      return [create(command, contract)];
    case 'ConfirmContract':
      return [confirm(command, contract)];
    case 'RejectContract':
      return [reject(command, contract)];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

function create({ data, metadata }: CreateContract, contract: Contract): ContractCreated {
  if (contract.status !== 'Empty') {
    throw new DomainError('CONTRACT_EXISTS', MessageKeys.contractAlreadyExists, 'conflict');
  }
  // Only the lessor registers; a lessee cannot put a contract on record in the lessor's name.
  if (metadata.actor.partyId !== data.lessor.id) {
    throw new DomainError('ONLY_LESSOR_CREATES', MessageKeys.onlyLessorCreates, 'forbidden');
  }
  if (data.lessee.id === data.lessor.id) {
    throw new DomainError('LESSEE_IS_LESSOR', MessageKeys.lesseeIsLessor, 'invalid', 'lesseeId');
  }
  if (!(data.area > 0)) {
    throw new DomainError('AREA_NOT_POSITIVE', MessageKeys.areaPositive, 'invalid', 'area');
  }
  if (data.area > data.property.totalArea) {
    throw new DomainError('NOT_ENOUGH_AREA', MessageKeys.notEnoughVacantArea, 'invalid', 'area', {
      available: data.property.totalArea,
    });
  }
  if (!(data.monthlyPayment > 0)) {
    throw new DomainError('AMOUNT_NOT_POSITIVE', MessageKeys.amountPositive, 'invalid', 'monthlyPayment');
  }
  if (data.endDate <= data.beginDate) {
    throw new DomainError('END_BEFORE_START', MessageKeys.endBeforeStart, 'invalid', 'endDate');
  }
  return {
    type: 'ContractCreated',
    data: {
      contractId: data.contractId,
      kind: data.kind,
      contractNumber: data.contractNumber,
      contractDate: data.contractDate,
      lessor: data.lessor,
      lessee: data.lessee,
      initiatorId: data.lessor.id,
      counterpartId: data.lessee.id,
      property: data.property,
      area: data.area,
      monthlyPayment: data.monthlyPayment,
      beginDate: data.beginDate,
      endDate: data.endDate,
      purpose: data.purpose ?? null,
      createdAt: metadata.now,
    },
  };
}

/** Confirm and reject share their guards: an existing contract, awaiting approval, decided by the counterpart. */
function assertCounterpartDecides(contract: Contract, partyId: string): void {
  if (contract.status !== 'Existing') {
    throw new DomainError('CONTRACT_NOT_FOUND', MessageKeys.notFound, 'notFound');
  }
  if (partyId !== contract.counterpartId) {
    throw new DomainError(
      'ONLY_COUNTERPART_DECIDES',
      MessageKeys.onlyCounterpartDecides,
      isParty(contract, partyId) ? 'forbidden' : 'notFound',
    );
  }
  if (contract.state !== ContractState.AwaitingApproval) {
    throw new DomainError('NOT_AWAITING_APPROVAL', MessageKeys.contractNotAwaitingApproval, 'conflict');
  }
}

function confirm({ data, metadata }: ConfirmContract, contract: Contract): ContractConfirmed {
  assertCounterpartDecides(contract, metadata.actor.partyId);
  return {
    type: 'ContractConfirmed',
    data: { contractId: data.contractId, confirmedAt: metadata.now, byPartyId: metadata.actor.partyId },
  };
}

function reject({ data, metadata }: RejectContract, contract: Contract): ContractRejected {
  assertCounterpartDecides(contract, metadata.actor.partyId);
  const reason = data.reason.trim();
  if (!reason) {
    throw new DomainError('REASON_REQUIRED', MessageKeys.reasonRequired, 'invalid', 'reason');
  }
  return {
    type: 'ContractRejected',
    data: { contractId: data.contractId, rejectedAt: metadata.now, byPartyId: metadata.actor.partyId, reason },
  };
}

export const contractDecider = { decide, evolve, initialState: initialContract };
