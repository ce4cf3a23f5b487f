import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contractHistoryProjection } from '@rent/projections';
import { asLessee, asLessor, asOperator, contractEvents, LESSOR, TERMS } from './support/contract-events.js';
import { ProjectionDatabase } from './support/projection-database.js';

// given a contract's events in the log, when the document history is rebuilt from them in batches of
// any size, then it has one row per event with who, when, why and what changed; a batch applied again adds nothing.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const a = contractEvents(A);
const dearer = { ...TERMS, monthlyPayment: 2_800_000 };
const HISTORY = 'SELECT h.*, e.position FROM contract_history h JOIN events e USING (event_id) ORDER BY e.position';

let db: ProjectionDatabase;

beforeAll(async () => {
  db = await ProjectionDatabase.start();
  await db.append(`contract-${A}`, { ...asLessor, employeePinfl: '31507720120664' }, a.created());
  await db.append(`contract-${A}`, asLessee, a.confirmed('2026-03-02T10:00:00.000Z'));
  await db.append(`contract-${A}`, asLessor, a.changeProposed('2026-04-01T09:00:00.000Z', TERMS, dearer));
  await db.append(`contract-${A}`, asLessee, a.changeConfirmed('2026-04-02T09:00:00.000Z', TERMS, dearer));
  await db.append(`contract-${A}`, asLessor, a.turnover('2026-06-01T09:00:00.000Z', 2025, 1_000_000), a.holders('2026-06-01T09:00:00.000Z', LESSOR, '31507720120664'));
  await db.append(`contract-${A}`, asOperator, a.removed('2026-08-01T09:00:00.000Z'));
});
afterAll(() => db.close());

describe('contract history projection', () => {
  it('gives the same rows whether the log comes one event, two or all at a time', async () => {
    const results = [];
    for (const batchSize of [1, 2, 1000]) {
      await db.rebuild(contractHistoryProjection, batchSize);
      results.push(await db.rows(HISTORY));
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('keeps one row per event: the step, its actor, its reason and the fields it changed', async () => {
    await db.rebuild(contractHistoryProjection, 1000);
    const rows = await db.rows(HISTORY);
    expect(rows.map((r) => [r.stream_version, r.event_type, r.actor_kind, r.actor_party_id, r.reason])).toEqual([
      [1, 'ContractCreated', 'party', LESSOR, null],
      [2, 'ContractConfirmed', 'party', '41506199512345', null],
      [3, 'ContractChangeProposed', 'party', LESSOR, null],
      [4, 'ContractChangeConfirmed', 'party', '41506199512345', null],
      [5, 'TurnoverRecorded', 'party', LESSOR, null],
      [6, 'ContractHoldersAssigned', 'party', LESSOR, null],
      [7, 'ContractRemovedFromRegister', 'operator', '', 'Court decision'],
    ]);
    expect(rows[3]).toMatchObject({ changes: [{ field: 'monthlyPayment', before: 2_500_000, after: 2_800_000 }], details: null, signature: null });
    expect(rows[4]!.details).toEqual({ year: 2025, amount: 1_000_000, ratePercent: 2.5, fee: 25_000, minimumAmount: 0, due: 25_000 });
    expect(rows[6]!.details).toEqual({ removalDate: '2026-09-01' });
    const [recorded] = await db.rows('SELECT recorded_at FROM events ORDER BY position LIMIT 1');
    // The store's time of the step, to the millisecond the event carries.
    expect(rows[0]!.occurred_at).toEqual(recorded!.recorded_at);
  });

  it('adds nothing when batches it applied come again', async () => {
    await db.rebuild(contractHistoryProjection, 1000);
    const before = await db.rows(HISTORY);
    await db.applyAgain(contractHistoryProjection, (events) => events.slice(-3));
    expect(await db.rows(HISTORY)).toEqual(before);
  });
});
