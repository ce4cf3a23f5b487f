import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DomainEvent, notificationReadsStreamId, type RecordedEvent, SYSTEM_ACTOR } from '@rent/domain';
import { asLessee, asLessor, asOperator, contractEvents, LESSEE, LESSOR, TERMS } from '../testing/contract-events.js';
import { ReadModelDatabase } from '../testing/read-model-database.js';
import { RecordedLog } from '../testing/recorded-log.js';
import { notificationsProjection } from './notifications.projection.js';

// given contracts' events and marks read in the log, when the notifications are rebuilt from them in
// batches of any size, then each party is told of each step with the number the contract had then and
// what it read is read since its first mark; a batch applied again adds nothing and keeps what was read.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const B = '5d0c9a61-7a35-4d2e-8f10-3b9f0e6d2c11';
const C = '9a1e2b3c-4d5e-4f60-8a7b-1c2d3e4f5a6b';
const a = contractEvents(A);
const b = contractEvents(B);
const c = contractEvents(C);
const renumbered = { ...TERMS, contractNumber: 'A-17/2' };

// A notification's time is its event's, so within a contract they come in the order of its steps.
const NOTIFICATIONS = 'SELECT * FROM notifications ORDER BY contract_id, created_at, party_id';
const CONTRACTS = 'SELECT * FROM notification_contracts ORDER BY contract_id';

const read = (event: RecordedEvent, partyId: string, readAt: string): DomainEvent => ({
  type: 'NotificationRead',
  data: { notificationId: event.eventId, partyId, readBy: `u-${partyId}`, readAt },
});

const log = new RecordedLog();
const [createdA] = log.append(`contract-${A}`, [a.created()], asLessor);
log.append(`contract-${B}`, [b.created({ ...TERMS, contractNumber: 'B-1' })], asLessor);
log.append(`contract-${A}`, [a.sentForChange('2026-03-02T10:00:00.000Z', 'Fix the number')], asLessee);
log.append(`contract-${B}`, [b.confirmed('2026-03-02T11:00:00.000Z')], asLessee);
log.append(`contract-${A}`, [a.changed('2026-03-03T10:00:00.000Z', TERMS, renumbered)], asLessor);
const [remindedB] = log.append(`contract-${B}`, [b.expiryReminded('2027-01-29T00:00:00.000Z')], SYSTEM_ACTOR);
log.append(`contract-${A}`, [a.confirmed('2026-03-04T10:00:00.000Z')], asLessee);
log.append(`contract-${B}`, [b.holders('2026-03-05T10:00:00.000Z', LESSOR, '31507720120664')], asLessor);
log.append(`contract-${A}`, [a.cancellationRequested('2026-05-01T10:00:00.000Z')], asLessee);
// The lessee reads what it was told of A's creation, twice; the lessor reads the reminder of B.
log.append(notificationReadsStreamId(LESSEE), [read(createdA!, LESSEE, '2026-03-01T12:00:00.000Z')], asLessee);
log.append(notificationReadsStreamId(LESSOR), [read(remindedB!, LESSOR, '2027-01-30T08:00:00.000Z')], asLessor);
log.append(notificationReadsStreamId(LESSEE), [read(createdA!, LESSEE, '2026-03-02T12:00:00.000Z')], asLessee);

let db: ReadModelDatabase;
beforeAll(async () => {
  db = await ReadModelDatabase.start();
});
afterAll(() => db.close());

describe('notifications projection', () => {
  it('gives the same rows whether the log comes one event, three or all at a time', async () => {
    const results = [];
    for (const batchSize of [1, 3, 1000]) {
      await db.rebuild(notificationsProjection, log.events, batchSize);
      results.push([await db.rows(NOTIFICATIONS), await db.rows(CONTRACTS)]);
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('tells the party each step is for, with the number the contract had at that step', async () => {
    await db.rebuild(notificationsProjection, log.events, 1000);
    const told = (await db.rows(NOTIFICATIONS)).map((n) => [
      n.contract_id === A ? 'A' : 'B',
      n.kind,
      n.party_id,
      (n.params as { contractNumber: string }).contractNumber,
    ]);
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
    await db.rebuild(notificationsProjection, log.events, 1000);
    const read = (await db.rows(NOTIFICATIONS))
      .filter((n) => n.read_at !== null)
      .map((n) => [n.contract_id, n.kind, n.party_id, n.read_at]);
    expect(read).toEqual([
      [A, 'ContractCreated', LESSEE, new Date('2026-03-01T12:00:00.000Z')],
      [B, 'ContractExpiryReminded', LESSOR, new Date('2027-01-30T08:00:00.000Z')],
    ]);
  });

  it('adds nothing when batches it applied come again, and keeps what was read', async () => {
    await db.rebuild(notificationsProjection, log.events, 1000);
    const before = [await db.rows(NOTIFICATIONS), await db.rows(CONTRACTS)];
    await db.applyAgain(notificationsProjection, log.events, (events) => events.slice(-4));
    await db.applyAgain(notificationsProjection, log.events, (events) => events);
    expect([await db.rows(NOTIFICATIONS), await db.rows(CONTRACTS)]).toEqual(before);
  });

  it("tells each other step to the party that answers it or whose request it answers, and of an unknown contract's step nobody", async () => {
    const steps = new RecordedLog();
    const dearer = { ...TERMS, monthlyPayment: 2_800_000 };
    const stream = `contract-${A}`;
    steps.append(stream, [a.created()], asLessor);
    steps.append(stream, [a.rejected('2026-03-02T09:00:00.000Z', 'Too dear')], asLessee);
    steps.append(stream, [a.resubmitted('2026-03-03T09:00:00.000Z', TERMS, dearer)], asLessor);
    steps.append(stream, [a.withdrawn('2026-03-04T09:00:00.000Z')], asLessor);
    steps.append(stream, [a.changeProposed('2026-04-01T09:00:00.000Z', TERMS, dearer)], asLessor);
    steps.append(stream, [a.changeRejected('2026-04-02T09:00:00.000Z', 'Not now')], asLessee);
    steps.append(stream, [a.changeConfirmed('2026-04-03T09:00:00.000Z', TERMS, dearer)], asLessee);
    steps.append(stream, [a.cancellationRejected('2026-05-02T09:00:00.000Z', 'Stay')], asLessor);
    steps.append(stream, [a.cancelled('2026-05-03T09:00:00.000Z')], asLessor);
    steps.append(stream, [a.turnover('2026-06-01T09:00:00.000Z', 2025, 1_000_000)], asLessor);
    steps.append(
      stream,
      [a.guaranteeFollowed('2026-03-10T00:00:00.000Z', 'C-9'), a.guaranteeMissed('2026-03-12T00:00:00.000Z')],
      SYSTEM_ACTOR,
    );
    steps.append(stream, [a.expired('2027-03-01T00:00:00.000Z')], SYSTEM_ACTOR);
    steps.append(stream, [a.removed('2027-04-01T09:00:00.000Z')], asOperator);
    // A contract whose creation the read model never saw.
    steps.append(`contract-${C}`, [c.confirmed('2026-03-02T09:00:00.000Z')], asLessee);
    await db.rebuild(notificationsProjection, steps.events, 4);
    const told = (await db.rows(NOTIFICATIONS)).map((n) => [
      n.kind,
      n.party_id,
      (n.params as { reason: string | null }).reason,
    ]);
    expect(told).toEqual([
      ['ContractCreated', LESSEE, null],
      ['ContractRejected', LESSOR, 'Too dear'],
      ['ContractResubmitted', LESSEE, null],
      ['ContractWithdrawn', LESSEE, null],
      ['ContractChangeProposed', LESSEE, null],
      ['ContractChangeRejected', LESSOR, 'Not now'],
      ['ContractChangeConfirmed', LESSOR, null],
      ['CancellationRejected', LESSEE, 'Stay'],
      ['ContractCancelled', LESSEE, 'Moving out'],
      ['TurnoverRecorded', LESSEE, null],
      ['GuaranteeFollowed', LESSOR, null],
      ['GuaranteeFollowed', LESSEE, null],
      ['GuaranteeDeadlineMissed', LESSOR, null],
      ['GuaranteeDeadlineMissed', LESSEE, null],
      ['ContractExpired', LESSOR, null],
      ['ContractExpired', LESSEE, null],
      ['ContractRemovedFromRegister', LESSOR, 'Court decision'],
      ['ContractRemovedFromRegister', LESSEE, 'Court decision'],
    ]);
  });

  it('tells the asker that a cancellation from a later year was accepted, and both parties when it takes effect, with the year', async () => {
    const steps = new RecordedLog();
    const stream = `contract-${A}`;
    steps.append(stream, [a.created(), a.confirmed('2026-03-02T09:00:00.000Z')], asLessor);
    steps.append(stream, [a.cancellationRequested('2026-05-01T09:00:00.000Z')], asLessee);
    steps.append(stream, [a.cancellationAccepted('2026-05-02T09:00:00.000Z')], asLessor);
    steps.append(stream, [a.cancellationTookEffect('2026-12-31T19:00:00.000Z')], SYSTEM_ACTOR);
    for (const batchSize of [1, 1000]) {
      await db.rebuild(notificationsProjection, steps.events, batchSize);
      const told = (await db.rows(NOTIFICATIONS))
        .filter((n) => (n.kind as string).startsWith('Cancellation'))
        .map((n) => [n.kind, n.party_id, n.params]);
      expect(told).toEqual([
        [
          'CancellationRequested',
          LESSOR,
          { contractNumber: 'A-17', reason: 'Moving out', daysBefore: null, endDate: null },
        ],
        [
          'CancellationAccepted',
          LESSEE,
          { contractNumber: 'A-17', reason: 'Moving out', daysBefore: null, endDate: null, effectiveYear: 2027 },
        ],
        [
          'CancellationTookEffect',
          LESSOR,
          { contractNumber: 'A-17', reason: null, daysBefore: null, endDate: null, effectiveYear: 2027 },
        ],
        [
          'CancellationTookEffect',
          LESSEE,
          { contractNumber: 'A-17', reason: null, daysBefore: null, endDate: null, effectiveYear: 2027 },
        ],
      ]);
    }
  });
});
