import type { LocalDate } from '../rules/local-date.js';
import { operativeSpaceKey } from '../properties/property-events.js';
import type { ChangeProposalKind, ContractDetails, ContractEvent } from './contract-events.js';
import { applyChanges, type ContractTermsSnapshot, type FieldChange } from './contract-terms.js';
import type { ServiceKindCode } from './service-kinds.js';
import { ContractState, type ContractStateCode, type PendingStep } from './states.js';

/** A step that waits for the other party: who asked, and what. */
export type Pending =
  | { step: typeof PendingStep.SentForChange; byPartyId: string; reason: string }
  | { step: typeof PendingStep.Changed; byPartyId: string; changes: FieldChange[] }
  | {
      step: typeof PendingStep.ChangeProposed;
      byPartyId: string;
      proposalId: string;
      proposalKind: ChangeProposalKind;
      changes: FieldChange[];
    }
  | { step: typeof PendingStep.CancellationRequested; byPartyId: string; reason: string; effectiveYear: number };

/** What the decider needs to know of a contract: who its parties are, its terms, and where it stands. */
export type Contract =
  | { status: 'Empty' }
  | {
      status: 'Existing';
      contractId: string;
      kind: ServiceKindCode;
      state: ContractStateCode;
      lessorId: string;
      lesseeId: string;
      initiatorId: string;
      counterpartId: string;
      terms: ContractTermsSnapshot;
      /** The rented object and its whole area: no change may rent more. */
      cadastralNumber: string;
      /** Whose area the contract holds: the object's, or the operative-management space it was made on. */
      areaKey: string;
      totalArea: number;
      /** So'm per m² a month that the rent may not go below (null: no minimum recorded). */
      minimumRatePerM2: number | null;
      /** What the kind added at registration (land rent's tax rate); its rules read it on every change. */
      details: ContractDetails | null;
      /** A letter of guarantee once checked: followed by a real contract in time, or overdue. */
      guaranteeStatus: 'FOLLOWED' | 'OVERDUE' | null;
      /** Keys "<daysBefore>:<endDate>" of the reminders already sent. */
      remindersSent: string[];
      /** Kept for the edges of the term that rules read without the whole terms. */
      beginDate: LocalDate;
      endDate: LocalDate;
      pending: Pending | null;
      removed: boolean;
      /** Per legal party: the PINFLs of the employees who hold the contract for it. */
      holders: Record<string, string[]>;
      /** How many events the contract's stream has: the version a party's signature of a step names. */
      version: number;
    };

export const reminderKey = (daysBefore: number, endDate: LocalDate): string => `${daysBefore}:${endDate}`;

export type ExistingContract = Extract<Contract, { status: 'Existing' }>;

export const initialContract = (): Contract => ({ status: 'Empty' });

const withTerms = (contract: ExistingContract, terms: ContractTermsSnapshot) => ({
  ...contract,
  terms,
  beginDate: terms.beginDate,
  endDate: terms.endDate,
});

/** The contract after one more event of its stream; every event counts towards its version. */
export function evolve(contract: Contract, event: ContractEvent): Contract {
  const next = apply(contract, event);
  return next.status === 'Existing' ? { ...next, version: versionOf(contract) + 1 } : next;
}

/** A contract's stream version: 0 before it is registered. */
export const versionOf = (contract: Contract): number => (contract.status === 'Existing' ? contract.version : 0);

function apply(contract: Contract, event: ContractEvent): Contract {
  if (event.type === 'ContractCreated') {
    const d = event.data;
    const terms: ContractTermsSnapshot = {
      contractNumber: d.contractNumber,
      contractDate: d.contractDate,
      area: d.area,
      monthlyPayment: d.monthlyPayment,
      beginDate: d.beginDate,
      endDate: d.endDate,
      purpose: d.purpose,
    };
    return {
      status: 'Existing',
      contractId: d.contractId,
      kind: d.kind,
      state: ContractState.AwaitingApproval,
      lessorId: d.lessor.id,
      lesseeId: d.lessee.id,
      initiatorId: d.initiatorId,
      counterpartId: d.counterpartId,
      terms,
      cadastralNumber: d.property.cadastralNumber,
      areaKey: d.operativeContractId ? operativeSpaceKey(d.operativeContractId) : d.property.cadastralNumber,
      totalArea: d.property.totalArea,
      minimumRatePerM2: d.minimumRatePerM2 ?? null,
      details: d.details ?? null,
      guaranteeStatus: null,
      remindersSent: [],
      beginDate: d.beginDate,
      endDate: d.endDate,
      pending: null,
      removed: false,
      holders: {},
      version: 0,
    };
  }
  if (contract.status !== 'Existing') return contract;
  switch (event.type) {
    case 'ContractConfirmed':
      return { ...contract, state: ContractState.Approved, pending: null };
    case 'ContractRejected':
      return { ...contract, state: ContractState.Rejected, pending: null };
    case 'ContractSentForChange':
      return {
        ...contract,
        pending: { step: 'SENT_FOR_CHANGE', byPartyId: event.data.byPartyId, reason: event.data.reason },
      };
    case 'ContractChanged':
      return {
        ...withTerms(contract, event.data.terms),
        pending: { step: 'CHANGED', byPartyId: event.data.byPartyId, changes: event.data.changes },
      };
    case 'ContractWithdrawn':
      return { ...contract, state: ContractState.Withdrawn, pending: null };
    case 'ContractChangeProposed':
      return {
        ...contract,
        pending: {
          step: 'CHANGE_PROPOSED',
          byPartyId: event.data.byPartyId,
          proposalId: event.data.proposalId,
          proposalKind: event.data.proposalKind,
          changes: event.data.changes,
        },
      };
    case 'ContractChangeConfirmed':
      return { ...withTerms(contract, applyChanges(contract.terms, event.data.changes)), pending: null };
    case 'ContractChangeRejected':
    case 'CancellationRejected':
      return { ...contract, pending: null };
    case 'CancellationRequested':
      return {
        ...contract,
        pending: {
          step: 'CANCELLATION_REQUESTED',
          byPartyId: event.data.byPartyId,
          reason: event.data.reason,
          effectiveYear: event.data.effectiveYear,
        },
      };
    case 'ContractCancelled':
      return { ...contract, state: ContractState.Cancelled, pending: null };
    case 'ContractResubmitted':
      return { ...withTerms(contract, event.data.terms), state: ContractState.AwaitingApproval, pending: null };
    case 'ContractExpired':
      return { ...contract, state: ContractState.Expired, pending: null };
    case 'GuaranteeFollowed':
      return { ...contract, guaranteeStatus: 'FOLLOWED' };
    case 'GuaranteeDeadlineMissed':
      return { ...contract, guaranteeStatus: 'OVERDUE' };
    case 'ContractExpiryReminded':
      return {
        ...contract,
        remindersSent: [...contract.remindersSent, reminderKey(event.data.daysBefore, event.data.endDate)],
      };
    case 'ContractRemovedFromRegister':
      return { ...contract, removed: true, pending: null };
    case 'TurnoverRecorded':
      return contract;
    case 'ContractHoldersAssigned':
      return {
        ...contract,
        holders: { ...contract.holders, [event.data.byPartyId]: event.data.holders.map((h) => h.pinfl) },
      };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export const foldContract = (events: readonly ContractEvent[]): Contract => events.reduce(evolve, initialContract());

/**
 * The square metres of its object a contract holds: its area while it is in force (awaiting approval or
 * approved, and on the register), nothing once rejected, withdrawn, cancelled, expired or removed.
 */
export function heldArea(contract: Contract): number {
  if (contract.status !== 'Existing' || contract.removed) return 0;
  return contract.state === ContractState.AwaitingApproval || contract.state === ContractState.Approved
    ? contract.terms.area
    : 0;
}
