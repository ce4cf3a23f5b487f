import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asLessor, contractEvents, LESSOR } from '../testing/contract-events.js';
import { ReadModelDatabase } from '../testing/read-model-database.js';
import { RecordedLog } from '../testing/recorded-log.js';
import { contractHoldersProjection } from './contract-holders.projection.js';

// given assignments of a contract's holders by two legal parties, when the read model is rebuilt from
// them in batches of any size, then each party's holders are its last assignment's.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const OTHER = '302345678';
const a = contractEvents(A);
const HOLDERS = 'SELECT * FROM contract_holders ORDER BY contract_id, party_id, pinfl';

const log = new RecordedLog();
log.append(
  `contract-${A}`,
  [a.holders('2026-03-01T09:00:00.000Z', LESSOR, '31507720120664', '41506950140216')],
  asLessor,
);
log.append(`contract-${A}`, [a.holders('2026-03-02T09:00:00.000Z', OTHER, '51503050260018')], asLessor);
log.append(
  `contract-${A}`,
  [a.holders('2026-03-03T09:00:00.000Z', LESSOR, '41506950140216', '31012850123453')],
  asLessor,
);
log.append(`contract-${A}`, [a.holders('2026-03-04T09:00:00.000Z', OTHER)], asLessor);

let db: ReadModelDatabase;
beforeAll(async () => {
  db = await ReadModelDatabase.start();
});
afterAll(() => db.close());

describe('contract holders projection', () => {
  it("keeps each party's last list, in batches of one, two or all events", async () => {
    for (const batchSize of [1, 2, 1000]) {
      await db.rebuild(contractHoldersProjection, log.events, batchSize);
      expect(await db.rows(HOLDERS)).toEqual([
        { contract_id: A, party_id: LESSOR, pinfl: '31012850123453' },
        { contract_id: A, party_id: LESSOR, pinfl: '41506950140216' },
      ]);
    }
  });

  it('changes nothing when batches it applied come again', async () => {
    await db.rebuild(contractHoldersProjection, log.events, 1000);
    const before = await db.rows(HOLDERS);
    await db.applyAgain(contractHoldersProjection, log.events, (events) => events.slice(-2));
    expect(await db.rows(HOLDERS)).toEqual(before);
  });
});
