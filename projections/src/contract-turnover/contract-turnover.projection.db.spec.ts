import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asLessor, contractEvents, LESSOR } from '../testing/contract-events.js';
import { ReadModelDatabase } from '../testing/read-model-database.js';
import { RecordedLog } from '../testing/recorded-log.js';
import { contractTurnoverProjection } from './contract-turnover.projection.js';

// given a warehouse contract's turnover records, when the read model is rebuilt from them in batches of
// any size, then each year holds its last record.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const a = contractEvents(A);
const TURNOVERS = 'SELECT * FROM contract_turnovers ORDER BY contract_id, year';

const log = new RecordedLog();
log.append(`contract-${A}`, [a.turnover('2026-02-01T09:00:00.000Z', 2025, 1_000_000)], asLessor);
log.append(
  `contract-${A}`,
  [a.turnover('2026-02-02T09:00:00.000Z', 2024, 400_000), a.turnover('2026-02-03T09:00:00.000Z', 2025, 1_200_000.5)],
  asLessor,
);

let db: ReadModelDatabase;
beforeAll(async () => {
  db = await ReadModelDatabase.start();
});
afterAll(() => db.close());

describe('contract turnover projection', () => {
  it('keeps the last record of each year, in batches of one, two or all events', async () => {
    for (const batchSize of [1, 2, 1000]) {
      await db.rebuild(contractTurnoverProjection, log.events, batchSize);
      expect(await db.rows(TURNOVERS)).toEqual([
        {
          contract_id: A,
          year: 2024,
          amount: '400000.00',
          rate_percent: '2.50',
          fee: '10000.00',
          minimum_amount: '0.00',
          due: '10000.00',
          recorded_by: LESSOR,
          recorded_at: new Date('2026-02-02T09:00:00.000Z'),
        },
        {
          contract_id: A,
          year: 2025,
          amount: '1200000.50',
          rate_percent: '2.50',
          fee: '30000.01',
          minimum_amount: '0.00',
          due: '30000.01',
          recorded_by: LESSOR,
          recorded_at: new Date('2026-02-03T09:00:00.000Z'),
        },
      ]);
    }
  });

  it('changes nothing when batches it applied come again', async () => {
    await db.rebuild(contractTurnoverProjection, log.events, 1000);
    const before = await db.rows(TURNOVERS);
    await db.applyAgain(contractTurnoverProjection, log.events, (events) => events.slice(-2));
    expect(await db.rows(TURNOVERS)).toEqual(before);
  });
});
