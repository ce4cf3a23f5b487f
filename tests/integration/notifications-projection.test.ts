import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { notificationReadsStreamId, SYSTEM_ACTOR } from '@rent/domain';
import { notificationsProjection } from '@rent/projections';
import { asLessee, asLessor, contractEvents, LESSEE, LESSOR, TERMS } from './support/contract-events.js';
import { ProjectionDatabase } from './support/projection-database.js';

// given contracts' events and marks read in the log, when the notifications are rebuilt from them in
// batches of any size, then each party is told of each step with the number the contract had then and
// what it read is read since its first mark; a batch applied again adds nothing and keeps what was read.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const B = '5d0c9a61-7a35-4d2e-8f10-3b9f0e6d2c11';
const a = contractEvents(A);
const b = contractEvents(B);
const renumbered = { ...TERMS, contractNumber: 'A-17/2' };

const NOTIFICATIONS = `SELECT n.*, h.stream_version FROM notifications n
  JOIN events h ON h.event_id = n.event_id ORDER BY n.contract_id, h.stream_version, n.party_id`;
const CONTRACTS = 'SELECT * FROM notification_contracts ORDER BY contract_id';

let db: ProjectionDatabase;

beforeAll(async () => {
  db = await ProjectionDatabase.start();
  await db.append(`contract-${A}`, asLessor, a.created());
  await db.append(`contract-${B}`, asLessor, b.created({ ...TERMS, contractNumber: 'B-1' }));
  await db.append(`contract-${A}`, asLessee, a.sentForChange('2026-03-02T10:00:00.000Z', 'Fix the number'));
  await db.append(`contract-${B}`, asLessee, b.confirmed('2026-03-02T11:00:00.000Z'));
  await db.append(`contract-${A}`, asLessor, a.changed('2026-03-03T10:00:00.000Z', TERMS, renumbered));
  await db.append(`contract-${B}`, SYSTEM_ACTOR, b.expiryReminded('2027-01-29T00:00:00.000Z'));
  await db.append(`contract-${A}`, asLessee, a.confirmed('2026-03-04T10:00:00.000Z'));
  await db.append(`contract-${B}`, asLessor, b.holders('2026-03-05T10:00:00.000Z', LESSOR, '31507720120664'));
  await db.append(`contract-${A}`, asLessee, a.cancellationRequested('2026-05-01T10:00:00.000Z'));
  // The lessee reads what it was told of A's creation, twice; the lessor reads the reminder of B.
  const [createdA, remindedB] = await db.rows(
    `SELECT event_id FROM events WHERE (stream_id, stream_version) IN (('contract-${A}', 1), ('contract-${B}', 3)) ORDER BY stream_id`,
  );
  const read = (event: Record<string, unknown> | undefined, partyId: string, readAt: string) => ({
    type: 'NotificationRead',
    data: { notificationId: event!.event_id, partyId, readBy: `u-${partyId}`, readAt },
  });
  await db.append(notificationReadsStreamId(LESSEE), asLessee, read(createdA, LESSEE, '2026-03-01T12:00:00.000Z'));
  await db.append(notificationReadsStreamId(LESSOR), asLessor, read(remindedB, LESSOR, '2027-01-30T08:00:00.000Z'));
  await db.append(notificationReadsStreamId(LESSEE), asLessee, read(createdA, LESSEE, '2026-03-02T12:00:00.000Z'));
});
afterAll(() => db.close());

describe('notifications projection', () => {
  it('gives the same rows whether the log comes one event, three or all at a time', async () => {
    const results = [];
    for (const batchSize of [1, 3, 1000]) {
      await db.rebuild(notificationsProjection, batchSize);
      results.push([await db.rows(NOTIFICATIONS), await db.rows(CONTRACTS)]);
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('tells the party each step is for, with the number the contract had at that step', async () => {
    await db.rebuild(notificationsProjection, 1000);
    const told = (await db.rows(NOTIFICATIONS)).map((n) => [n.contract_id === A ? 'A' : 'B', n.kind, n.party_id, (n.params as { contractNumber: string }).contractNumber]);
    expect(told).toEqual([
      ['A', 'ContractCreated', LESSEE, 'A-17'],
      ['A', 'ContractSentForChange', LESSOR, 'A-17'],
      ['A', 'ContractChanged', LESSEE, 'A-17/2'],
      ['A', 'ContractConfirmed', LESSOR, 'A-17/2'],
      ['A', 'CancellationRequested', LESSOR, 'A-17/2'],
      ['B', 'ContractCreated', LESSEE, 'B-1'],
      ['B', 'ContractConfirmed', LESSOR, 'B-1'],
      ['B', 'ContractExpiryReminded', LESSOR, 'B-1'],
      ['B', 'ContractExpiryReminded', LESSEE, 'B-1'],
    ]);
    expect(await db.rows(CONTRACTS)).toEqual([
      { contract_id: A, contract_number: 'A-17/2', initiator_id: LESSOR, counterpart_id: LESSEE },
      { contract_id: B, contract_number: 'B-1', initiator_id: LESSOR, counterpart_id: LESSEE },
    ]);
  });

  it('marks read what its party read, from the first mark, and nothing else', async () => {
    await db.rebuild(notificationsProjection, 1000);
    const read = (await db.rows(NOTIFICATIONS)).filter((n) => n.read_at !== null).map((n) => [n.contract_id, n.kind, n.party_id, n.read_at]);
    expect(read).toEqual([
      [A, 'ContractCreated', LESSEE, new Date('2026-03-01T12:00:00.000Z')],
      [B, 'ContractExpiryReminded', LESSOR, new Date('2027-01-30T08:00:00.000Z')],
    ]);
  });

  it('adds nothing when batches it applied come again, and keeps what was read', async () => {
    await db.rebuild(notificationsProjection, 1000);
    const before = [await db.rows(NOTIFICATIONS), await db.rows(CONTRACTS)];
    await db.applyAgain(notificationsProjection, (events) => events.slice(-4));
    await db.applyAgain(notificationsProjection, (events) => events);
    expect([await db.rows(NOTIFICATIONS), await db.rows(CONTRACTS)]).toEqual(before);
  });
});
