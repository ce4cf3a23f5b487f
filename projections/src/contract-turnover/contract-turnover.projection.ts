import type { RecordedEvent, TurnoverRecorded } from '@rent/domain';
import { byColumn } from '../column-values.js';
import type { Projection } from '../projection.js';
import { ContractTurnover } from './contract-turnover.entity.js';

/** Each (contract, year) as its last record in the batch leaves it: a later record of a year replaces an earlier one. */
export function lastTurnovers(events: readonly RecordedEvent<TurnoverRecorded>[]): ContractTurnover[] {
  const last = new Map<string, ContractTurnover>();
  for (const { data } of events) {
    last.set(JSON.stringify([data.contractId, data.year]), {
      contractId: data.contractId,
      year: data.year,
      amount: data.amount,
      ratePercent: data.ratePercent,
      fee: data.fee,
      minimumAmount: data.minimumAmount,
      due: data.due,
      recordedBy: data.byPartyId,
      recordedAt: new Date(data.at),
    });
  }
  return [...last.values()];
}

/**
 * The turnover screen's rows: the latest record of each year wins, so replaying the events in order leaves
 * the same rows (an upsert per year, one statement per batch).
 */
export const contractTurnoverProjection: Projection = {
  name: 'contract-turnover',
  eventTypes: new Set<TurnoverRecorded['type']>(['TurnoverRecorded']),
  tables: ['contract_turnovers'],
  async apply(em, events) {
    const rows = lastTurnovers(events as readonly RecordedEvent<TurnoverRecorded>[]);
    await em.query(
      `INSERT INTO contract_turnovers SELECT * FROM jsonb_populate_recordset(NULL::contract_turnovers, $1::jsonb)
       ON CONFLICT (contract_id, year) DO UPDATE SET amount = excluded.amount, rate_percent = excluded.rate_percent, fee = excluded.fee,
         minimum_amount = excluded.minimum_amount, due = excluded.due, recorded_by = excluded.recorded_by, recorded_at = excluded.recorded_at`,
      [JSON.stringify(byColumn(em, ContractTurnover, rows))],
    );
  },
};
