import { describe, expect, it } from '@jest/globals';
import { type Actor, type ContractEvent, type NotificationRead, type RecordedEvent, SYSTEM_ACTOR } from '@rent/domain';
import { RecordedLog } from '../testing/recorded-log.js';
import type { NotificationContract } from './notification.entity.js';
import { foldNotifications } from './notification-rows.js';

// given the contracts a batch meets and its events, when the batch is folded, then these contracts and notifications are written.
const LESSOR = '301234567';
const LESSEE = '41506199512345';
const ID = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const asLessor: Actor = { kind: 'party', userId: 'u-1', partyId: LESSOR, name: 'Lessor' };
const asLessee: Actor = { kind: 'party', userId: 'u-2', partyId: LESSEE, name: 'Lessee' };
const TERMS = {
  contractNumber: 'A-17',
  contractDate: '2026-02-27',
  area: 50,
  monthlyPayment: 2_500_000,
  beginDate: '2026-03-01',
  endDate: '2027-02-28',
  purpose: null,
};
const KNOWN: NotificationContract = {
  contractId: ID,
  contractNumber: 'A-17',
  initiatorId: LESSOR,
  counterpartId: LESSEE,
};

const created = {
  type: 'ContractCreated',
  data: { contractId: ID, ...TERMS, initiatorId: LESSOR, counterpartId: LESSEE },
};
const sentForChange = {
  type: 'ContractSentForChange',
  data: { contractId: ID, byPartyId: LESSEE, at: '2026-03-02T10:00:00Z', reason: 'Fix it' },
};
const changed = {
  type: 'ContractChanged',
  data: {
    contractId: ID,
    byPartyId: LESSOR,
    at: '2026-03-02T11:00:00Z',
    changes: [],
    terms: { ...TERMS, contractNumber: 'A-17/2' },
  },
};
const cancellationRequested = {
  type: 'CancellationRequested',
  data: { contractId: ID, byPartyId: LESSEE, at: '2026-05-01T10:00:00Z', reason: 'Moving', effectiveYear: 2027 },
};
const reminded = {
  type: 'ContractExpiryReminded',
  data: { contractId: ID, at: '2027-01-29T00:00:00Z', daysBefore: 30, endDate: '2027-02-28' },
};
const holders = {
  type: 'ContractHoldersAssigned',
  data: { contractId: ID, byPartyId: LESSOR, at: '2026-03-05T10:00:00Z', holders: [] },
};

const log = () => new RecordedLog();
const by = (l: RecordedLog, actor: Actor, ...events: { type: string; data: unknown }[]) =>
  l.append(`contract-${ID}`, events, actor) as RecordedEvent<ContractEvent>[];
const fold = (known: NotificationContract[], events: RecordedEvent<ContractEvent>[]) =>
  foldNotifications(new Map(known.map((k) => [k.contractId, k])), events);
const addressed = (w: ReturnType<typeof fold>) =>
  w.notifications.map((n) => [n.kind, n.partyId, n.params.contractNumber]);

describe('notifications, a batch folded in memory', () => {
  it('a new contract is learnt and its counterpart told, with the number, the event id and its time', () => {
    const [event] = by(log(), asLessor, created);
    const writes = fold([], [event!]);
    expect(writes.contracts).toEqual([KNOWN]);
    expect(writes.notifications).toEqual([
      {
        eventId: event!.eventId,
        partyId: LESSEE,
        contractId: ID,
        kind: 'ContractCreated',
        params: { contractNumber: 'A-17', reason: null, daysBefore: null, endDate: '2027-02-28' },
        createdAt: event!.recordedAt,
        readAt: null,
      },
    ]);
  });

  it('a change of terms renumbers the contract, and that event and the later ones carry the new number', () => {
    const l = log();
    const events = [
      ...by(l, asLessor, created),
      ...by(l, asLessee, sentForChange),
      ...by(l, asLessor, changed),
      ...by(l, asLessee, cancellationRequested),
    ];
    const writes = fold([], events);
    expect(writes.contracts).toEqual([{ ...KNOWN, contractNumber: 'A-17/2' }]);
    expect(addressed(writes)).toEqual([
      ['ContractCreated', LESSEE, 'A-17'],
      ['ContractSentForChange', LESSOR, 'A-17'],
      ['ContractChanged', LESSEE, 'A-17/2'],
      ['CancellationRequested', LESSOR, 'A-17/2'],
    ]);
    expect(writes.notifications[1]!.params.reason).toBe('Fix it');
  });

  it('a contract known before the batch is read, not written, unless renumbered', () => {
    const l = log();
    by(l, asLessor, created);
    const writes = fold([KNOWN], by(l, asLessee, sentForChange));
    expect(writes.contracts).toEqual([]);
    expect(addressed(writes)).toEqual([['ContractSentForChange', LESSOR, 'A-17']]);
  });

  it('a creation replayed over a known contract keeps what is known', () => {
    const writes = fold([{ ...KNOWN, contractNumber: 'A-17/2' }], by(log(), asLessor, created));
    expect(writes.contracts).toEqual([]);
    expect(addressed(writes)).toEqual([['ContractCreated', LESSEE, 'A-17/2']]);
  });

  it('the system tells both parties, an assignment of holders nobody', () => {
    const l = log();
    by(l, asLessor, created);
    const writes = fold([KNOWN], [...by(l, SYSTEM_ACTOR, reminded), ...by(l, asLessor, holders)]);
    expect(addressed(writes)).toEqual([
      ['ContractExpiryReminded', LESSOR, 'A-17'],
      ['ContractExpiryReminded', LESSEE, 'A-17'],
    ]);
    expect(writes.notifications[0]!.params).toEqual({
      contractNumber: 'A-17',
      reason: null,
      daysBefore: 30,
      endDate: '2027-02-28',
    });
  });

  it('an event of a contract not known tells nobody and learns nothing', () => {
    const l = log();
    by(l, asLessor, created);
    expect(fold([], by(l, asLessee, sentForChange, changed))).toEqual({ contracts: [], notifications: [], reads: [] });
  });

  it('a mark read is kept the first time its notification is marked in the batch, after the notification it marks', () => {
    const l = log();
    const [told] = by(l, asLessor, created);
    const read = (readAt: string) => ({
      type: 'NotificationRead',
      data: { notificationId: told!.eventId, partyId: LESSEE, readBy: 'u-2', readAt },
    });
    const marks = l.append(
      `notification-reads-${LESSEE}`,
      [read('2026-03-03T08:00:00.000Z'), read('2026-03-04T08:00:00.000Z')],
      asLessee,
    );
    const writes = foldNotifications(new Map(), [told!, ...marks] as RecordedEvent<ContractEvent | NotificationRead>[]);
    expect(addressed(writes)).toEqual([['ContractCreated', LESSEE, 'A-17']]);
    expect(writes.reads).toEqual([
      { eventId: told!.eventId, partyId: LESSEE, readAt: new Date('2026-03-03T08:00:00.000Z') },
    ]);
  });
});
