import type { ContractConfirmed, ContractCreated, ContractEvent, ContractRejected, RecordedEvent } from '@rent/domain';
import { ContractState } from '@rent/domain';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../projection.js';
import { ContractSummary } from './contract-summary.entity.js';

interface Sides {
  initiatorId: string;
  counterpartId: string;
}

/**
 * The count changes of one batch, added up per (party, side, state) and written once at its end:
 * updating one row once per event inside one transaction would grow its version chain with every event.
 */
class CountDeltas {
  private readonly deltas = new Map<string, number>();

  /** Moves one contract in both parties' counts: out of `from` (unless it is new) and into `to`. */
  move(sides: Sides, from: number | null, to: number) {
    for (const [party, incoming] of [[sides.initiatorId, false], [sides.counterpartId, true]] as const) {
      if (from !== null) this.add(party, incoming, from, -1);
      this.add(party, incoming, to, 1);
    }
  }

  private add(party: string, incoming: boolean, state: number, delta: number) {
    const key = JSON.stringify([party, incoming, state]);
    this.deltas.set(key, (this.deltas.get(key) ?? 0) + delta);
  }

  async write(em: EntityManager) {
    const rows = [...this.deltas].filter(([, d]) => d !== 0).map(([k, d]) => [...(JSON.parse(k) as [string, boolean, number]), d] as const);
    const columns = (list: typeof rows) => [list.map((r) => r[0]), list.map((r) => r[1]), list.map((r) => r[2]), list.map((r) => r[3])];
    // Decreases touch rows that exist (the contract was counted in); a candidate insert row with a
    // negative count would fail the table's check before ON CONFLICT could turn it into an update.
    const down = rows.filter((r) => r[3] < 0);
    const up = rows.filter((r) => r[3] > 0);
    if (down.length > 0) {
      await em.query(
        `UPDATE party_contract_counts p SET n = p.n + d.n
           FROM unnest($1::text[], $2::boolean[], $3::smallint[], $4::int[]) AS d(party_id, incoming, state, n)
          WHERE p.party_id = d.party_id AND p.incoming = d.incoming AND p.state = d.state`,
        columns(down),
      );
    }
    if (up.length > 0) {
      await em.query(
        `INSERT INTO party_contract_counts (party_id, incoming, state, n)
         SELECT * FROM unnest($1::text[], $2::boolean[], $3::smallint[], $4::int[])
         ON CONFLICT (party_id, incoming, state) DO UPDATE SET n = party_contract_counts.n + excluded.n`,
        columns(up),
      );
    }
  }
}

async function created(em: EntityManager, event: RecordedEvent<ContractCreated>, counts: CountDeltas) {
  const d = event.data;
  const inserted = await em
    .createQueryBuilder()
    .insert()
    .into(ContractSummary)
    .values({
      id: d.contractId,
      kind: d.kind,
      contractNumber: d.contractNumber,
      contractDate: d.contractDate,
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
    .returning('id')
    .execute();
  // A replayed creation inserts nothing and must not count twice.
  if (inserted.raw.length > 0) counts.move(d, null, ContractState.AwaitingApproval);
}

/**
 * Applies a change only if the row has not seen this stream version yet, in one statement: the state it
 * leaves becomes the previous state (spec §3), and the counts move with it.
 */
async function update(em: EntityManager, event: RecordedEvent, id: string, changes: Partial<ContractSummary>, counts: CountDeltas) {
  const result = await em
    .createQueryBuilder()
    .update(ContractSummary)
    .set({ ...changes, ...(changes.state === undefined ? {} : { previousState: () => 'state' }), version: event.streamVersion })
    .where('id = :id AND version < :version', { id, version: event.streamVersion })
    .returning('previous_state, state, initiator_id, counterpart_id')
    .execute();
  const row = (result.raw as { previous_state: number | null; state: number; initiator_id: string; counterpart_id: string }[])[0];
  if (row && changes.state !== undefined && row.previous_state !== row.state) {
    counts.move({ initiatorId: row.initiator_id, counterpartId: row.counterpart_id }, row.previous_state, row.state);
  }
}

export const contractSummaryProjection: Projection = {
  name: 'contract-summary',
  eventTypes: new Set<ContractEvent['type']>(['ContractCreated', 'ContractConfirmed', 'ContractRejected']),
  tables: ['contract_summary', 'party_contract_counts'],
  async apply(em, events) {
    const counts = new CountDeltas();
    for (const event of events as readonly RecordedEvent<ContractEvent>[]) {
      switch (event.type) {
        case 'ContractCreated':
          await created(em, event as RecordedEvent<ContractCreated>, counts);
          break;
        case 'ContractConfirmed': {
          const d = (event as RecordedEvent<ContractConfirmed>).data;
          await update(em, event, d.contractId, { state: ContractState.Approved, decidedAt: new Date(d.confirmedAt) }, counts);
          break;
        }
        case 'ContractRejected': {
          const d = (event as RecordedEvent<ContractRejected>).data;
          const changes = { state: ContractState.Rejected, decidedAt: new Date(d.rejectedAt), rejectionReason: d.reason };
          await update(em, event, d.contractId, changes, counts);
          break;
        }
      }
    }
    await counts.write(em);
  },
};
