import type { ContractConfirmed, ContractCreated, ContractEvent, ContractRejected, RecordedEvent } from '@rent/domain';
import { ContractState } from '@rent/domain';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../projection.js';
import { ContractSummary } from './contract-summary.entity.js';

function created(em: EntityManager, event: RecordedEvent<ContractCreated>) {
  const d = event.data;
  return em
    .createQueryBuilder()
    .insert()
    .into(ContractSummary)
    .values({
      id: d.contractId,
      kind: d.kind,
      contractNumber: d.contractNumber,
      contractDate: d.contractDate,
      state: ContractState.AwaitingApproval,
      lessorId: d.lessor.id,
      lessorName: d.lessor.name,
      lesseeId: d.lessee.id,
      lesseeName: d.lessee.name,
      initiatorId: d.initiatorId,
      counterpartId: d.counterpartId,
      cadastralNumber: d.property.cadastralNumber,
      address: d.property.address,
      area: d.area,
      monthlyPayment: d.monthlyPayment,
      beginDate: d.beginDate,
      endDate: d.endDate,
      purpose: d.purpose,
      rejectionReason: null,
      createdAt: new Date(d.createdAt),
      decidedAt: null,
      version: event.streamVersion,
    })
    .orIgnore()
    .execute();
}

/** Applies a change only if the row has not seen this stream version yet. */
function update(em: EntityManager, event: RecordedEvent, id: string, changes: Partial<ContractSummary>) {
  return em
    .createQueryBuilder()
    .update(ContractSummary)
    .set({ ...changes, version: event.streamVersion })
    .where('id = :id AND version < :version', { id, version: event.streamVersion })
    .execute();
}

export const contractSummaryProjection: Projection = {
  name: 'contract-summary',
  eventTypes: new Set<ContractEvent['type']>(['ContractCreated', 'ContractConfirmed', 'ContractRejected']),
  tables: ['contract_summary'],
  async apply(em, event) {
    const e = event as RecordedEvent<ContractEvent>;
    switch (e.type) {
      case 'ContractCreated':
        await created(em, e as RecordedEvent<ContractCreated>);
        return;
      case 'ContractConfirmed': {
        const d = (e as RecordedEvent<ContractConfirmed>).data;
        await update(em, e, d.contractId, { state: ContractState.Approved, decidedAt: new Date(d.confirmedAt) });
        return;
      }
      case 'ContractRejected': {
        const d = (e as RecordedEvent<ContractRejected>).data;
        await update(em, e, d.contractId, {
          state: ContractState.Rejected,
          decidedAt: new Date(d.rejectedAt),
          rejectionReason: d.reason,
        });
        return;
      }
    }
  },
};
