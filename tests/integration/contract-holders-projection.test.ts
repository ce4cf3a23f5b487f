import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contractHoldersProjection } from '@rent/projections';
import { asLessor, contractEvents, LESSOR } from './support/contract-events.js';
import { ProjectionDatabase } from './support/projection-database.js';

// given assignments of a contract's holders by two legal parties, when the read model is rebuilt from
// them in batches of any size, then each party's holders are its last assignment's.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const OTHER = '302345678';
const a = contractEvents(A);
const HOLDERS = 'SELECT * FROM contract_holders ORDER BY contract_id, party_id, pinfl';

let db: ProjectionDatabase;

beforeAll(async () => {
  db = await ProjectionDatabase.start();
  await db.append(`contract-${A}`, asLessor, a.holders('2026-03-01T09:00:00.000Z', LESSOR, '31507720120664', '41506950140216'));
  await db.append(`contract-${A}`, asLessor, a.holders('2026-03-02T09:00:00.000Z', OTHER, '51503050260018'));
  await db.append(`contract-${A}`, asLessor, a.holders('2026-03-03T09:00:00.000Z', LESSOR, '41506950140216', '31012850123453'));
  await db.append(`contract-${A}`, asLessor, a.holders('2026-03-04T09:00:00.000Z', OTHER));
});
afterAll(() => db.close());

describe('contract holders projection', () => {
  it("keeps each party's last list, in batches of one, two or all events", async () => {
    for (const batchSize of [1, 2, 1000]) {
      await db.rebuild(contractHoldersProjection, batchSize);
      expect(await db.rows(HOLDERS)).toEqual([
        { contract_id: A, party_id: LESSOR, pinfl: '31012850123453' },
        { contract_id: A, party_id: LESSOR, pinfl: '41506950140216' },
      ]);
    }
  });

  it('changes nothing when batches it applied come again', async () => {
    await db.rebuild(contractHoldersProjection, 1000);
    const before = await db.rows(HOLDERS);
    await db.applyAgain(contractHoldersProjection, (events) => events.slice(-2));
    expect(await db.rows(HOLDERS)).toEqual(before);
  });
});
