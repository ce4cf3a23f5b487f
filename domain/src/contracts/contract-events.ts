import type { DomainEvent } from '../events/envelope.js';
import type { LocalDate } from '../rules/local-date.js';
import type { Party } from './party.js';
import type { ServiceKindCode } from './service-kinds.js';

/** The rented object as the cadastre knew it when the contract was made. */
export interface RentedProperty {
  cadastralNumber: string;
  address: string;
  /** Total area of the object, m². */
  totalArea: number;
}

export type ContractCreated = DomainEvent<
  'ContractCreated',
  {
    contractId: string;
    kind: ServiceKindCode;
    contractNumber: string;
    contractDate: LocalDate;
    lessor: Party;
    lessee: Party;
    /** The party that registered the contract and the one that must confirm it. */
    initiatorId: string;
    counterpartId: string;
    property: RentedProperty;
    area: number;
    monthlyPayment: number;
    beginDate: LocalDate;
    endDate: LocalDate;
    purpose: string | null;
    createdAt: string;
  }
>;

export type ContractConfirmed = DomainEvent<'ContractConfirmed', { contractId: string; confirmedAt: string; byPartyId: string }>;

export type ContractRejected = DomainEvent<
  'ContractRejected',
  { contractId: string; rejectedAt: string; byPartyId: string; reason: string }
>;

export type ContractEvent = ContractCreated | ContractConfirmed | ContractRejected;
export type ContractEventType = ContractEvent['type'];

export const CONTRACT_EVENT_TYPES: readonly ContractEventType[] = ['ContractCreated', 'ContractConfirmed', 'ContractRejected'];

export const contractStreamId = (contractId: string): string => `contract-${contractId}`;
