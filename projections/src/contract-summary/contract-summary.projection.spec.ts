import { describe, expect, it } from '@jest/globals';
import { type Actor, type ContractEvent, ContractState, type RecordedEvent, SYSTEM_ACTOR } from '@rent/domain';
import { RecordedLog } from '../testing/recorded-log.js';
import { CountDeltas, REMOVED_STATE } from './count-deltas.js';
import { foldSummaries, type KnownSummary, type SummaryValues } from './summary-rows.js';

// given the rows a batch meets and its events, when the batch is folded, then these rows are written and these counts move.
const LESSOR = '301234567';
const LESSEE = '41506199512345';
const ID = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const OTHER_ID = '5d0c9a61-7a35-4d2e-8f10-3b9f0e6d2c11';
const asLessor: Actor = { kind: 'party', userId: 'u-1', partyId: LESSOR, name: 'Lessor' };
const asLessee: Actor = { kind: 'party', userId: 'u-2', partyId: LESSEE, name: 'Lessee' };
const AT = '2026-03-02T10:00:00.000Z';
const TERMS = {
  contractNumber: 'A-17',
  contractDate: '2026-02-27',
  area: 50,
  monthlyPayment: 2_500_000,
  beginDate: '2026-03-01',
  endDate: '2027-02-28',
  purpose: null,
};

const created = (contractId = ID) => ({
  type: 'ContractCreated',
  data: {
    contractId,
    kind: 'OTHER_RENT',
    ...TERMS,
    lessor: { id: LESSOR, type: 'LEGAL', name: 'Lessor' },
    lessee: { id: LESSEE, type: 'INDIVIDUAL', name: 'Lessee' },
    initiatorId: LESSOR,
    counterpartId: LESSEE,
    property: { cadastralNumber: '10:01:02:03:04:0005', address: 'Toshkent', totalArea: 120 },
    createdAt: '2026-03-01T09:00:00.000Z',
  },
});
const confirmed = (contractId = ID) => ({
  type: 'ContractConfirmed',
  data: { contractId, confirmedAt: AT, byPartyId: LESSEE },
});
const rejected = (contractId = ID) => ({
  type: 'ContractRejected',
  data: { contractId, rejectedAt: AT, byPartyId: LESSEE, reason: 'No' },
});
const resubmitted = (monthlyPayment: number, contractId = ID) => ({
  type: 'ContractResubmitted',
  data: { contractId, byPartyId: LESSOR, at: AT, changes: [], terms: { ...TERMS, monthlyPayment } },
});
const changeConfirmed = (monthlyPayment: number, contractId = ID) => ({
  type: 'ContractChangeConfirmed',
  data: { contractId, byPartyId: LESSEE, at: AT, proposalId: 'p-1', changes: [], terms: { ...TERMS, monthlyPayment } },
});
const cancellationRequested = (contractId = ID) => ({
  type: 'CancellationRequested',
  data: { contractId, byPartyId: LESSOR, at: AT, reason: 'Moving', effectiveYear: 2027 },
});
const removed = (contractId = ID) => ({
  type: 'ContractRemovedFromRegister',
  data: { contractId, at: AT, byUserId: 'op-1', removalDate: '2026-04-01', reason: 'Court' },
});

/** A contract's stream; its versions count from 1. */
function contract(...events: { type: string; data: unknown }[]): RecordedEvent<ContractEvent>[] {
  return new RecordedLog().append(`contract-${ID}`, events, asLessor) as RecordedEvent<ContractEvent>[];
}

function fold(known: KnownSummary[], events: readonly RecordedEvent<ContractEvent>[]) {
  const counts = new CountDeltas();
  const writes = foldSummaries(new Map(known.map((k) => [k.id, k])), events, counts);
  // In (party, side, state) order, so a then-clause does not depend on the order events met them.
  const moved = counts.changes().sort((a, b) => a[0].localeCompare(b[0]) || Number(a[1]) - Number(b[1]) || a[2] - b[2]);
  return { writes, counts: moved };
}

const seen = (version: number, state: number, monthlyPayment: number | string = '2500000.00'): KnownSummary => ({
  id: ID,
  version,
  state,
  monthlyPayment,
  initiatorId: LESSOR,
  counterpartId: LESSEE,
});

describe('contract summary, a batch folded in memory', () => {
  it('a creation writes the whole row, awaiting approval, and counts it on both sides', () => {
    const { writes, counts } = fold([], contract(created()));
    expect(writes).toEqual([
      {
        id: ID,
        isNew: true,
        values: expect.objectContaining({
          state: ContractState.AwaitingApproval,
          previousState: null,
          version: 1,
          monthlyPayment: 2_500_000,
          initialMonthlyPayment: 2_500_000,
          previousMonthlyPayment: null,
          pendingStep: null,
          removedAt: null,
        }),
      },
    ]);
    expect(counts).toEqual([
      [LESSOR, false, 10, 1],
      [LESSEE, true, 10, 1],
    ]);
  });

  it('the steps after a creation in the same batch fold into the new row, and its counts move once', () => {
    const { writes, counts } = fold([], contract(created(), confirmed()));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.isNew).toBe(true);
    expect(writes[0]!.values).toMatchObject({
      state: ContractState.Approved,
      previousState: ContractState.AwaitingApproval,
      stateChangedAt: new Date(AT),
      version: 2,
    });
    expect(counts).toEqual([
      [LESSOR, false, 20, 1],
      [LESSEE, true, 20, 1],
    ]);
  });

  it('a row that exists gets only the columns its events set, the state and payment it met becoming the previous ones', () => {
    const [, , third] = contract(created(), confirmed(), changeConfirmed(3_000_000));
    const { writes, counts } = fold([seen(2, ContractState.Approved, '2500000.10')], [third!]);
    expect(writes).toEqual([
      {
        id: ID,
        isNew: false,
        values: {
          pendingStep: null,
          pendingBy: null,
          pendingReason: null,
          pendingChanges: null,
          pendingKind: null,
          pendingAgreement: null,
          pendingEffectiveYear: null,
          pendingSince: null,
          ...TERMS,
          // The event is an older one: its terms name no payment type, notes or documents' date.
          paymentType: null,
          notes: null,
          documentsDate: null,
          monthlyPayment: 3_000_000,
          changeDate: new Date(AT),
          previousMonthlyPayment: '2500000.10',
          version: 3,
        } satisfies SummaryValues,
      },
    ]);
    expect(counts).toEqual([]);
  });

  it('two steps on one row in a batch: each meets the state and payment the one before left', () => {
    const events = contract(created(), rejected(), resubmitted(2_600_000), confirmed());
    const { writes, counts } = fold([seen(1, ContractState.AwaitingApproval)], events.slice(1));
    expect(writes[0]!.values).toMatchObject({
      state: ContractState.Approved,
      previousState: ContractState.AwaitingApproval,
      monthlyPayment: 2_600_000,
      previousMonthlyPayment: '2500000.00',
      rejectionReason: null,
      version: 4,
    });
    // 10 → 15 → 10 → 20: only the last move is left.
    expect(counts).toEqual([
      [LESSOR, false, 10, -1],
      [LESSOR, false, 20, 1],
      [LESSEE, true, 10, -1],
      [LESSEE, true, 20, 1],
    ]);
  });

  it('an event at or below the version a row has seen changes nothing, and the row is not written', () => {
    const events = contract(created(), confirmed(), cancellationRequested());
    expect(fold([seen(3, ContractState.Approved)], events)).toEqual({ writes: [], counts: [] });
    expect(fold([seen(2, ContractState.Approved)], events).writes[0]!.values).toMatchObject({
      pendingStep: 'CANCELLATION_REQUESTED',
      version: 3,
    });
  });

  it('a step of a contract whose row does not exist changes nothing', () => {
    expect(fold([], contract(created(), confirmed()).slice(1))).toEqual({ writes: [], counts: [] });
  });

  it('a removal keeps the state and moves the contract to the removed count', () => {
    const [, , third] = contract(created(), confirmed(), removed());
    const { writes, counts } = fold([seen(2, ContractState.Approved)], [third!]);
    expect(writes[0]!.values).toMatchObject({
      removedAt: new Date(AT),
      removalDate: '2026-04-01',
      removalReason: 'Court',
      version: 3,
    });
    expect(writes[0]!.values.state).toBeUndefined();
    expect(counts).toEqual([
      [LESSOR, false, REMOVED_STATE, 1],
      [LESSOR, false, 20, -1],
      [LESSEE, true, REMOVED_STATE, 1],
      [LESSEE, true, 20, -1],
    ]);
  });

  it('a step by the system marks the row for the staff’s search, a reminder alone included; a party’s step does not', () => {
    const log = new RecordedLog();
    const [creation, confirmation] = log.append(`contract-${ID}`, [created(), confirmed()], asLessor);
    expect(fold([], [creation!, confirmation!] as RecordedEvent<ContractEvent>[]).writes[0]!.values).toMatchObject({
      systemActed: false,
    });
    const [reminder] = log.append(
      `contract-${ID}`,
      [{ type: 'ContractExpiryReminded', data: { contractId: ID, at: AT, daysBefore: 10, endDate: TERMS.endDate } }],
      SYSTEM_ACTOR,
    );
    const { writes, counts } = fold([seen(2, ContractState.Approved)], [reminder as RecordedEvent<ContractEvent>]);
    expect(writes).toEqual([{ id: ID, isNew: false, values: { systemActed: true, version: 3 } }]);
    expect(counts).toEqual([]);
  });

  it('a batch of many contracts gives the rows and counts that batches of one event give', () => {
    const log = new RecordedLog();
    const other = (...events: { type: string; data: unknown }[]) =>
      log.append(`contract-${OTHER_ID}`, events, asLessee);
    const mine = (...events: { type: string; data: unknown }[]) => log.append(`contract-${ID}`, events, asLessor);
    const events = [
      ...mine(created()),
      ...other(created(OTHER_ID)),
      ...mine(rejected()),
      ...other(confirmed(OTHER_ID)),
      ...mine(resubmitted(2_700_000)),
      ...other(changeConfirmed(3_100_000, OTHER_ID)),
      ...mine(confirmed()),
      ...other(removed(OTHER_ID)),
      ...mine(cancellationRequested()),
    ] as RecordedEvent<ContractEvent>[];
    const inOne = project([events]);
    const oneByOne = project(events.map((e) => [e]));
    expect(inOne).toEqual(oneByOne);
    expect(inOne.rows.get(ID)).toMatchObject({
      state: 20,
      previousState: 10,
      monthlyPayment: 2_700_000,
      previousMonthlyPayment: 2_500_000,
      pendingStep: 'CANCELLATION_REQUESTED',
      version: 5,
    });
  });
});

/** Folds batch after batch over an in-memory table, as the projection does over PostgreSQL. */
function project(batches: RecordedEvent<ContractEvent>[][]) {
  const rows = new Map<string, SummaryValues>();
  const counts = new Map<string, number>();
  for (const batch of batches) {
    const known = [...rows.values()].map((r) => ({
      id: r.id!,
      version: r.version!,
      state: r.state!,
      monthlyPayment: r.monthlyPayment!,
      initiatorId: r.initiatorId!,
      counterpartId: r.counterpartId!,
    }));
    const folded = fold(known, batch);
    for (const w of folded.writes) rows.set(w.id, { ...rows.get(w.id), ...w.values });
    for (const [party, incoming, state, delta] of folded.counts) {
      const key = `${party} ${incoming} ${state}`;
      counts.set(key, (counts.get(key) ?? 0) + delta);
    }
  }
  return { rows, counts: [...counts].filter(([, n]) => n !== 0).sort() };
}
