import type { ContractCreated, ContractEvent, ContractTermsSnapshot, RecordedEvent } from '@rent/domain';
import { ContractState } from '@rent/domain';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../projection.js';
import { ContractSummary } from './contract-summary.entity.js';
import { CountDeltas, REMOVED_STATE } from './count-deltas.js';

type Changes = Partial<Omit<ContractSummary, 'previousState' | 'previousMonthlyPayment'>>;

const NOTHING_PENDING: Changes = {
  pendingStep: null,
  pendingBy: null,
  pendingReason: null,
  pendingChanges: null,
  pendingKind: null,
  pendingAgreement: null,
  pendingEffectiveYear: null,
  pendingSince: null,
};

type TermColumns = Pick<ContractSummary, 'contractNumber' | 'contractDate' | 'area' | 'monthlyPayment' | 'beginDate' | 'endDate' | 'purpose'>;

const termColumns = (t: ContractTermsSnapshot): TermColumns => ({
  contractNumber: t.contractNumber,
  contractDate: t.contractDate,
  area: t.area,
  monthlyPayment: t.monthlyPayment,
  beginDate: t.beginDate,
  endDate: t.endDate,
  purpose: t.purpose,
});

async function created(em: EntityManager, event: RecordedEvent<ContractCreated>, counts: CountDeltas) {
  const d = event.data;
  const inserted = await em
    .createQueryBuilder()
    .insert()
    .into(ContractSummary)
    .values({
      id: d.contractId,
      kind: d.kind,
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
      operativeContractId: d.operativeContractId ?? null,
      details: d.details ?? null,
      version: event.streamVersion,
    })
    .orIgnore()
    .returning('id')
    .execute();
  // A replayed creation inserts nothing and must not count twice.
  if (inserted.raw.length > 0) counts.move(d, null, ContractState.AwaitingApproval);
}

/**
 * Applies a change only if the row has not seen this stream version yet, in one statement: the state it
 * leaves becomes the previous state, the payment it replaces the previous payment, and the counts move.
 */
async function update(em: EntityManager, event: RecordedEvent, id: string, changes: Changes, counts: CountDeltas) {
  const set: Record<string, unknown> = { ...changes, version: event.streamVersion };
  if (changes.state !== undefined) set.previousState = () => 'state';
  if (changes.monthlyPayment !== undefined) set.previousMonthlyPayment = () => 'monthly_payment';
  const result = await em
    .createQueryBuilder()
    .update(ContractSummary)
    .set(set)
    .where('id = :id AND version < :version', { id, version: event.streamVersion })
    .returning('previous_state, state, initiator_id, counterpart_id')
    .execute();
  const row = (result.raw as { previous_state: number | null; state: number; initiator_id: string; counterpart_id: string }[])[0];
  if (!row) return;
  const sides = { initiatorId: row.initiator_id, counterpartId: row.counterpart_id };
  if (changes.state !== undefined && row.previous_state !== row.state) counts.move(sides, row.previous_state, row.state);
  if (changes.removedAt) counts.move(sides, row.state, REMOVED_STATE);
}

/** What each event changes in the contract's row. */
function changesOf(event: RecordedEvent<ContractEvent>): Changes {
  const at = (iso: string) => new Date(iso);
  switch (event.type) {
    case 'ContractCreated':
      return {};
    case 'ContractConfirmed':
      return { ...NOTHING_PENDING, state: ContractState.Approved, stateChangedAt: at(event.data.confirmedAt) };
    case 'ContractRejected':
      return { ...NOTHING_PENDING, state: ContractState.Rejected, stateChangedAt: at(event.data.rejectedAt), rejectionReason: event.data.reason };
    case 'ContractSentForChange':
      return { ...NOTHING_PENDING, pendingStep: 'SENT_FOR_CHANGE', pendingBy: event.data.byPartyId, pendingReason: event.data.reason, pendingSince: at(event.data.at) };
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
      return { ...NOTHING_PENDING, state: ContractState.Withdrawn, stateChangedAt: at(event.data.at), cancellationReason: event.data.reason };
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
    case 'ContractExpiryReminded':
    case 'TurnoverRecorded':
    case 'ContractHoldersAssigned':
      return {};
    case 'GuaranteeFollowed':
      return { guaranteeStatus: 'FOLLOWED' };
    case 'GuaranteeDeadlineMissed':
      return { guaranteeStatus: 'OVERDUE' };
    case 'ContractRemovedFromRegister':
      return { ...NOTHING_PENDING, removedAt: at(event.data.at), removalDate: event.data.removalDate, removalReason: event.data.reason };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export const contractSummaryProjection: Projection = {
  name: 'contract-summary',
  eventTypes: new Set<string>([
    'ContractCreated', 'ContractConfirmed', 'ContractRejected', 'ContractSentForChange', 'ContractChanged', 'ContractWithdrawn',
    'ContractChangeProposed', 'ContractChangeConfirmed', 'ContractChangeRejected', 'CancellationRequested', 'ContractCancelled',
    'CancellationRejected', 'ContractResubmitted', 'ContractExpired', 'ContractRemovedFromRegister', 'GuaranteeFollowed', 'GuaranteeDeadlineMissed',
  ] satisfies ContractEvent['type'][]),
  tables: ['contract_summary', 'party_contract_counts'],
  async apply(em, events) {
    const counts = new CountDeltas();
    for (const event of events as readonly RecordedEvent<ContractEvent>[]) {
      if (event.type === 'ContractCreated') await created(em, event as RecordedEvent<ContractCreated>, counts);
      else await update(em, event, event.data.contractId, changesOf(event), counts);
    }
    await counts.write(em);
  },
};
