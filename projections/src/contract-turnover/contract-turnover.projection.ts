import type { RecordedEvent, TurnoverRecorded } from '@rent/domain';
import type { Projection } from '../projection.js';
import { ContractTurnover } from './contract-turnover.entity.js';

/**
 * The turnover screen's rows: the latest record of each year wins, so replaying the events in order leaves
 * the same rows (an upsert per year).
 */
export const contractTurnoverProjection: Projection = {
  name: 'contract-turnover',
  eventTypes: new Set<TurnoverRecorded['type']>(['TurnoverRecorded']),
  tables: ['contract_turnovers'],
  async apply(em, events) {
    for (const { data } of events as readonly RecordedEvent<TurnoverRecorded>[]) {
      await em
        .createQueryBuilder()
        .insert()
        .into(ContractTurnover)
        .values({
          contractId: data.contractId,
          year: data.year,
          amount: data.amount,
          ratePercent: data.ratePercent,
          fee: data.fee,
          minimumAmount: data.minimumAmount,
          due: data.due,
          recordedBy: data.byPartyId,
          recordedAt: new Date(data.at),
        })
        .orUpdate(['amount', 'rate_percent', 'fee', 'minimum_amount', 'due', 'recorded_by', 'recorded_at'], ['contract_id', 'year'])
        .execute();
    }
  },
};
