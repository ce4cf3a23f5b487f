import type { ContractCreated, ContractEvent, RecordedEvent } from '@rent/domain';
import { actedBy, ContractState, registeredFacts, termsSnapshot } from '@rent/domain';
import type { ContractSummary } from './contract-summary.entity.js';

/** Columns an event sets; the previous state and payment follow from the row it meets (summary-rows.ts). */
export type SummaryChanges = Partial<
  Omit<ContractSummary, 'id' | 'previousState' | 'previousMonthlyPayment' | 'version'>
>;

type PendingColumns = Pick<
  ContractSummary,
  | 'pendingStep'
  | 'pendingBy'
  | 'pendingReason'
  | 'pendingChanges'
  | 'pendingKind'
  | 'pendingAgreement'
  | 'pendingEffectiveYear'
  | 'pendingSince'
>;

const NOTHING_PENDING: PendingColumns = {
  pendingStep: null,
  pendingBy: null,
  pendingReason: null,
  pendingChanges: null,
  pendingKind: null,
  pendingAgreement: null,
  pendingEffectiveYear: null,
  pendingSince: null,
};

type TermColumns = Pick<
  ContractSummary,
  | 'contractNumber'
  | 'contractDate'
  | 'area'
  | 'monthlyPayment'
  | 'beginDate'
  | 'endDate'
  | 'purpose'
  | 'paymentType'
  | 'notes'
  | 'documentsDate'
>;

// An older event's terms name no payment type, notes or documents' date (termsSnapshot makes them null).
const termColumns = (t: Parameters<typeof termsSnapshot>[0]): TermColumns => termsSnapshot(t);

/** A contract's row as its creation makes it. */
export function createdRow(event: RecordedEvent<ContractCreated>): ContractSummary {
  const d = event.data;
  return {
    id: d.contractId,
    kind: d.kind,
    registrationNumber: d.registrationNumber ?? null,
    state: ContractState.AwaitingApproval,
    previousState: null,
    lessorId: d.lessor.id,
    lessorName: d.lessor.name,
    lesseeId: d.lessee.id,
    lesseeName: d.lessee.name,
    initiatorId: d.initiatorId,
    counterpartId: d.counterpartId,
    cadastralNumber: d.property.cadastralNumber,
    address: d.property.address,
    ...termColumns(d),
    rejectionReason: null,
    createdAt: new Date(d.createdAt),
    stateChangedAt: null,
    initialMonthlyPayment: d.monthlyPayment,
    previousMonthlyPayment: null,
    changeDate: null,
    ...NOTHING_PENDING,
    cancellationReason: null,
    cancellationYear: null,
    removedAt: null,
    removalDate: null,
    removalReason: null,
    guaranteeStatus: null,
    operativeContractId: d.operativeContractId ?? null,
    details: d.details ?? null,
    registered: registeredFacts(d),
    version: event.streamVersion,
    systemActed: bySystem(event),
  };
}

/** Whether the system took the step (summary-rows.ts keeps it on the row for the staff's search). */
export const bySystem = (event: RecordedEvent<ContractEvent>): boolean =>
  actedBy(event.metadata.actor).actedAs === 'system';

/** What each later event changes in the contract's row. */
export function changesOf(event: RecordedEvent<ContractEvent>): SummaryChanges {
  const at = (iso: string) => new Date(iso);
  switch (event.type) {
    case 'ContractCreated':
      return {};
    case 'ContractConfirmed':
      return { ...NOTHING_PENDING, state: ContractState.Approved, stateChangedAt: at(event.data.confirmedAt) };
    case 'ContractRejected':
      return {
        ...NOTHING_PENDING,
        state: ContractState.Rejected,
        stateChangedAt: at(event.data.rejectedAt),
        rejectionReason: event.data.reason,
      };
    case 'ContractSentForChange':
      return {
        ...NOTHING_PENDING,
        pendingStep: 'SENT_FOR_CHANGE',
        pendingBy: event.data.byPartyId,
        pendingReason: event.data.reason,
        pendingSince: at(event.data.at),
      };
    case 'ContractChanged':
      return {
        ...NOTHING_PENDING,
        ...termColumns(event.data.terms),
        changeDate: at(event.data.at),
        pendingStep: 'CHANGED',
        pendingBy: event.data.byPartyId,
        pendingChanges: event.data.changes,
        pendingSince: at(event.data.at),
      };
    case 'ContractWithdrawn':
      return {
        ...NOTHING_PENDING,
        state: ContractState.Withdrawn,
        stateChangedAt: at(event.data.at),
        cancellationReason: event.data.reason,
      };
    case 'ContractChangeProposed':
      return {
        ...NOTHING_PENDING,
        pendingStep: 'CHANGE_PROPOSED',
        pendingBy: event.data.byPartyId,
        pendingKind: event.data.proposalKind,
        pendingChanges: event.data.changes,
        pendingAgreement: event.data.agreement,
        pendingSince: at(event.data.at),
      };
    case 'ContractChangeConfirmed':
      return { ...NOTHING_PENDING, ...termColumns(event.data.terms), changeDate: at(event.data.at) };
    case 'ContractChangeRejected':
    case 'CancellationRejected':
      return { ...NOTHING_PENDING };
    case 'CancellationRequested':
      return {
        ...NOTHING_PENDING,
        pendingStep: 'CANCELLATION_REQUESTED',
        pendingBy: event.data.byPartyId,
        pendingReason: event.data.reason,
        pendingEffectiveYear: event.data.effectiveYear,
        pendingSince: at(event.data.at),
      };
    case 'ContractCancelled':
      return {
        ...NOTHING_PENDING,
        state: ContractState.Cancelled,
        stateChangedAt: at(event.data.at),
        cancellationReason: event.data.reason,
        cancellationYear: event.data.effectiveYear,
      };
    case 'CancellationAccepted':
      // Still in force: the year it is cancelled from is what the lists and the contract show.
      return {
        ...NOTHING_PENDING,
        cancellationReason: event.data.reason,
        cancellationYear: event.data.effectiveYear,
      };
    case 'CancellationTookEffect':
      return { state: ContractState.Cancelled, stateChangedAt: at(event.data.at) };
    case 'ContractResubmitted':
      return {
        ...NOTHING_PENDING,
        ...termColumns(event.data.terms),
        state: ContractState.AwaitingApproval,
        stateChangedAt: at(event.data.at),
        changeDate: at(event.data.at),
        rejectionReason: null,
        cancellationReason: null,
        cancellationYear: null,
      };
    case 'ContractExpired':
      return { ...NOTHING_PENDING, state: ContractState.Expired, stateChangedAt: at(event.data.at) };
    case 'DeclarationLapsed':
      return { state: ContractState.DeclaredByLessee, stateChangedAt: at(event.data.at) };
    case 'ContractExpiryReminded':
    case 'TurnoverRecorded':
    case 'DocumentAttached':
    case 'ContractHoldersAssigned':
    case 'InvoiceIssued':
    case 'ReceiptIssued':
    case 'ReceiptDisputed':
    case 'ReceiptAnnulled':
      return {};
    case 'ContractNumbered':
      return { registrationNumber: event.data.registrationNumber };
    case 'GuaranteeFollowed':
      return { guaranteeStatus: 'FOLLOWED' };
    case 'GuaranteeDeadlineMissed':
      return { guaranteeStatus: 'OVERDUE' };
    case 'ContractRemovedFromRegister':
      return {
        ...NOTHING_PENDING,
        removedAt: at(event.data.at),
        removalDate: event.data.removalDate,
        removalReason: event.data.reason,
      };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
