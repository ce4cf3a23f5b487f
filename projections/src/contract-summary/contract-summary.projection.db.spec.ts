import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ContractState, SYSTEM_ACTOR } from '@rent/domain';
import {
  asLessee,
  asLessor,
  asOperator,
  CADASTRE,
  contractEvents,
  LESSEE,
  LESSOR,
  TERMS,
} from '../testing/contract-events.js';
import { ReadModelDatabase } from '../testing/read-model-database.js';
import { RecordedLog } from '../testing/recorded-log.js';
import { contractSummaryProjection } from './contract-summary.projection.js';

// given contracts' events in the log, when the contract summary is rebuilt from them in batches of any
// size, then each row and each party's counts are what the events leave, and a batch applied again changes nothing.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const B = '5d0c9a61-7a35-4d2e-8f10-3b9f0e6d2c11';
const C = '9a1e2b3c-4d5e-4f60-8a7b-1c2d3e4f5a6b';
const D = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';
const E = 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b';
const F = 'f6a7b8c9-d0e1-4f2a-8b3c-4d5e6f7a8b9c';
const [a, b, c, d] = [A, B, C, D].map(contractEvents) as [
  ReturnType<typeof contractEvents>,
  ReturnType<typeof contractEvents>,
  ReturnType<typeof contractEvents>,
  ReturnType<typeof contractEvents>,
];
const cents = { ...TERMS, monthlyPayment: 1_234_567.89 };
const dearer = { ...cents, monthlyPayment: 2_000_000 };
const renumbered = { ...TERMS, contractNumber: 'A-17/2', area: 45 };
const resubmitted = { ...TERMS, monthlyPayment: 2_600_000 };
const students = {
  students: [{ pinfl: LESSEE, name: 'Aliyev Vali', university: 'TATU', faculty: 'Computing', course: 2 }],
};

const SUMMARY = 'SELECT * FROM contract_summary ORDER BY id';
// What the lists' text search finds each contract by (contract-search.ts).
const SEARCH =
  'SELECT contract_id, initiator_id, counterpart_id, search_text, cadastral_number, created_at FROM contract_search ORDER BY contract_id';
// A count that came back to zero stays as a zero row or is never written, as batches fall; readers add them up.
const COUNTS =
  'SELECT party_id, incoming, state, n FROM party_contract_counts WHERE n <> 0 ORDER BY party_id, incoming, state';

const log = new RecordedLog();
const contract = (id: string) => `contract-${id}`;
const property = `property-${CADASTRE}`;
log.append(contract(A), [a.created(cents, { kind: 'STUDENT', details: students })], asLessor);
log.append(property, [a.reserved(50)], asLessor);
log.append(contract(B), [b.created()], asLessor);
log.append(contract(A), [a.confirmed('2026-03-02T10:00:00.000Z')], asLessee);
log.append(contract(C), [c.created()], asLessor);
log.append(contract(B), [b.rejected('2026-03-02T11:00:00.000Z', 'Too dear')], asLessee);
log.append(contract(D), [d.created(TERMS, { kind: 'LETTER_OF_GUARANTEE' })], asLessor);
log.append(contract(C), [c.sentForChange('2026-03-03T09:00:00.000Z', 'Fix the area')], asLessee);
log.append(contract(A), [a.changeProposed('2026-04-01T09:00:00.000Z', cents, dearer)], asLessor);
log.append(contract(B), [b.resubmitted('2026-03-04T09:00:00.000Z', TERMS, resubmitted)], asLessor);
log.append(contract(C), [c.changed('2026-03-04T10:00:00.000Z', TERMS, renumbered)], asLessor);
log.append(contract(A), [a.changeConfirmed('2026-04-02T09:00:00.000Z', cents, dearer)], asLessee);
log.append(contract(B), [b.confirmed('2026-03-05T09:00:00.000Z')], asLessee);
log.append(contract(D), [d.guaranteeMissed('2026-03-12T00:00:00.000Z')], asOperator);
log.append(contract(C), [c.withdrawn('2026-03-06T09:00:00.000Z')], asLessor);
log.append(contract(B), [b.cancellationRequested('2026-05-01T09:00:00.000Z')], asLessee);
log.append(contract(A), [a.removed('2026-08-01T09:00:00.000Z')], asOperator);
log.append(contract(B), [b.cancelled('2026-05-02T09:00:00.000Z')], asLessor);

let db: ReadModelDatabase;
beforeAll(async () => {
  db = await ReadModelDatabase.start();
});
afterAll(() => db.close());

describe('contract summary projection', () => {
  it('gives the same rows, counts and search rows whether the log comes one event, four or all at a time', async () => {
    const results = [];
    for (const batchSize of [1, 4, 1000]) {
      await db.rebuild(contractSummaryProjection, log.events, batchSize);
      results.push([await db.rows(SUMMARY), await db.rows(COUNTS), await db.rows(SEARCH)]);
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    expect(results[0]![0]).toHaveLength(4);
  });

  it('leaves each row as its events do: state and previous state, payments to the cent, the columns no later event set', async () => {
    await db.rebuild(contractSummaryProjection, log.events, 1000);
    const rows = new Map((await db.rows(SUMMARY)).map((r) => [r.id, r]));
    expect(rows.get(A)).toMatchObject({
      kind: 'STUDENT',
      state: 20,
      previous_state: 10,
      monthly_payment: '2000000.00',
      previous_monthly_payment: '1234567.89',
      initial_monthly_payment: '1234567.89',
      change_date: new Date('2026-04-02T09:00:00.000Z'),
      pending_step: null,
      removed_at: new Date('2026-08-01T09:00:00.000Z'),
      removal_reason: 'Court decision',
      details: students,
      version: 5,
    });
    expect(rows.get(B)).toMatchObject({
      state: 27,
      previous_state: 20,
      monthly_payment: '2600000.00',
      previous_monthly_payment: '2500000.00',
      rejection_reason: null,
      cancellation_reason: 'Moving out',
      cancellation_year: 2027,
      pending_step: null,
      state_changed_at: new Date('2026-05-02T09:00:00.000Z'),
      version: 6,
    });
    expect(rows.get(C)).toMatchObject({
      state: 12,
      previous_state: 10,
      contract_number: 'A-17/2',
      area: '45.00',
      pending_step: null,
      pending_changes: null,
      version: 4,
    });
    expect(rows.get(D)).toMatchObject({
      kind: 'LETTER_OF_GUARANTEE',
      state: 10,
      previous_state: null,
      guarantee_status: 'OVERDUE',
      state_changed_at: null,
      version: 2,
    });
  });

  it('counts each contract once per side, in its state, and a removed one apart', async () => {
    await db.rebuild(contractSummaryProjection, log.events, 1000);
    expect(await db.rows(COUNTS)).toEqual([
      { party_id: LESSOR, incoming: false, state: 0, n: 1 },
      { party_id: LESSOR, incoming: false, state: 10, n: 1 },
      { party_id: LESSOR, incoming: false, state: 12, n: 1 },
      { party_id: LESSOR, incoming: false, state: 27, n: 1 },
      { party_id: LESSEE, incoming: true, state: 0, n: 1 },
      { party_id: LESSEE, incoming: true, state: 10, n: 1 },
      { party_id: LESSEE, incoming: true, state: 12, n: 1 },
      { party_id: LESSEE, incoming: true, state: 27, n: 1 },
    ]);
  });

  it('keeps one search row per contract: its parties, its number and both names, its cadastral number, its time of registration; a renumbered one its new number', async () => {
    for (const batchSize of [1, 1000]) {
      await db.rebuild(contractSummaryProjection, log.events, batchSize);
      const rows = new Map((await db.rows(SEARCH)).map((r) => [r.contract_id, r]));
      expect([...rows.keys()].sort()).toEqual([A, B, C, D].sort());
      const summary = (await db.rows(SUMMARY)).find((r) => r.id === C)!;
      expect(rows.get(C)).toEqual({
        contract_id: C,
        initiator_id: LESSOR,
        counterpart_id: LESSEE,
        search_text: 'A-17/2\nToshkent Savdo MChJ\nAliyev Vali',
        cadastral_number: CADASTRE,
        created_at: summary.created_at,
      });
      expect(summary.created_at).toEqual(new Date('2026-03-01T09:00:00.000Z'));
      expect(rows.get(B)!.search_text).toBe(`${TERMS.contractNumber}\nToshkent Savdo MChJ\nAliyev Vali`);
    }
  });

  it('a lessee’s declaration (issue 21) shows its initiator, and unanswered, state 11, alike live and rebuilt', async () => {
    const e = contractEvents(E);
    const declared = new RecordedLog();
    declared.append(contract(E), [e.created(TERMS, { initiatorId: LESSEE, counterpartId: LESSOR })], asLessee);
    declared.append(contract(E), [e.declarationLapsed('2026-03-31T09:00:00.000Z')], SYSTEM_ACTOR);
    const results = [];
    for (const batchSize of [1, 1000]) {
      await db.rebuild(contractSummaryProjection, declared.events, batchSize);
      results.push([await db.rows(SUMMARY), await db.rows(COUNTS)]);
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[0]![0]).toMatchObject([
      {
        id: E,
        state: ContractState.DeclaredByLessee,
        previous_state: ContractState.AwaitingApproval,
        initiator_id: LESSEE,
        counterpart_id: LESSOR,
        state_changed_at: new Date('2026-03-31T09:00:00.000Z'),
      },
    ]);
  });

  it('keeps the registration number a contract was registered with, and gives an older one its number when it is numbered, search row included', async () => {
    const [e, f] = [contractEvents(E), contractEvents(F)];
    const numbers = new RecordedLog();
    numbers.append(contract(E), [e.created(TERMS, { registrationNumber: '2026-26-0000001' })], asLessor);
    // Registered before numbers: none until the system numbers it.
    numbers.append(contract(F), [f.created()], asLessor);
    const numberOf = async () =>
      new Map(
        (await db.rows('SELECT id, registration_number FROM contract_summary')).map((r) => [
          r.id,
          r.registration_number,
        ]),
      );
    const textOf = async (id: string) =>
      (await db.rows(SEARCH)).find((r) => r.contract_id === id)!.search_text as string;
    await db.rebuild(contractSummaryProjection, numbers.events, 1000);
    expect(await numberOf()).toEqual(
      new Map([
        [E, '2026-26-0000001'],
        [F, null],
      ]),
    );
    expect(await textOf(E)).toBe(`2026-26-0000001\n${TERMS.contractNumber}\nToshkent Savdo MChJ\nAliyev Vali`);
    expect(await textOf(F)).toBe(`${TERMS.contractNumber}\nToshkent Savdo MChJ\nAliyev Vali`);
    numbers.append(contract(F), [f.numbered('2026-11-27T00:00:00.000Z', '2026-26-0000002')], SYSTEM_ACTOR);
    for (const batchSize of [1, 1000]) {
      await db.rebuild(contractSummaryProjection, numbers.events, batchSize);
      expect(await numberOf()).toEqual(
        new Map([
          [E, '2026-26-0000001'],
          [F, '2026-26-0000002'],
        ]),
      );
      expect(await textOf(F)).toBe(`2026-26-0000002\n${TERMS.contractNumber}\nToshkent Savdo MChJ\nAliyev Vali`);
    }
  });

  it('changes nothing when batches it applied come again', async () => {
    await db.rebuild(contractSummaryProjection, log.events, 1000);
    const all = async () => [
      await db.rows(SUMMARY),
      await db.rows('SELECT * FROM party_contract_counts ORDER BY party_id, incoming, state'),
      await db.rows(SEARCH),
    ];
    const before = await all();
    await db.applyAgain(contractSummaryProjection, log.events, (events) => events.slice(-5));
    await db.applyAgain(contractSummaryProjection, log.events, (events) => events);
    expect(await all()).toEqual(before);
  });

  it('takes a refused change or cancellation back to no pending step, an expiry to its state, a followed letter to its status; reminders, turnovers and holders leave the row', async () => {
    const [e, f] = [contractEvents(E), contractEvents(F)];
    const steps = new RecordedLog();
    steps.append(
      contract(F),
      [f.created(TERMS, { kind: 'LETTER_OF_GUARANTEE' }), f.guaranteeFollowed('2026-03-10T00:00:00.000Z', 'C-9')],
      asLessor,
    );
    steps.append(contract(E), [e.created(), e.confirmed('2026-03-02T10:00:00.000Z')], asLessor);
    const proposed = steps.append(
      contract(E),
      [e.changeProposed('2026-04-01T09:00:00.000Z', TERMS, resubmitted)],
      asLessor,
    );
    const changeRefused = steps.append(
      contract(E),
      [e.changeRejected('2026-04-02T09:00:00.000Z', 'Not now')],
      asLessee,
    );
    const requested = steps.append(contract(E), [e.cancellationRequested('2026-05-01T09:00:00.000Z')], asLessee);
    const cancellationRefused = steps.append(
      contract(E),
      [e.cancellationRejected('2026-05-02T09:00:00.000Z', 'Stay')],
      asLessor,
    );
    steps.append(
      contract(E),
      [
        e.expiryReminded('2027-01-29T00:00:00.000Z'),
        e.turnover('2027-02-01T09:00:00.000Z', 2026, 1_000_000),
        e.holders('2027-02-01T09:00:00.000Z', LESSOR, '31507720120664'),
      ],
      asLessor,
    );
    steps.append(contract(E), [e.expired('2027-03-01T00:00:00.000Z')], SYSTEM_ACTOR);
    /** E's row once the log up to and with `last` is applied. */
    const rowAfter = async (last: typeof proposed) => {
      await db.rebuild(contractSummaryProjection, steps.events.slice(0, steps.events.indexOf(last[0]!) + 1), 3);
      const [row] = await db.rows('SELECT * FROM contract_summary WHERE id = $1', [E]);
      return row;
    };
    expect(await rowAfter(proposed)).toMatchObject({
      state: ContractState.Approved,
      pending_step: 'CHANGE_PROPOSED',
      pending_kind: 'CHANGE',
    });
    expect(await rowAfter(changeRefused)).toMatchObject({
      state: ContractState.Approved,
      pending_step: null,
      pending_kind: null,
      pending_changes: null,
      monthly_payment: '2500000.00',
      version: 4,
    });
    expect(await rowAfter(requested)).toMatchObject({
      pending_step: 'CANCELLATION_REQUESTED',
      pending_by: LESSEE,
      pending_effective_year: 2027,
    });
    expect(await rowAfter(cancellationRefused)).toMatchObject({
      state: ContractState.Approved,
      pending_step: null,
      pending_reason: null,
      pending_effective_year: null,
      cancellation_reason: null,
      version: 6,
    });

    for (const batchSize of [1, 1000]) {
      await db.rebuild(contractSummaryProjection, steps.events, batchSize);
      const rows = new Map((await db.rows(SUMMARY)).map((r) => [r.id, r]));
      expect(rows.get(E)).toMatchObject({
        state: ContractState.Expired,
        previous_state: ContractState.Approved,
        state_changed_at: new Date('2027-03-01T00:00:00.000Z'),
        pending_step: null,
        monthly_payment: '2500000.00',
        guarantee_status: null,
        version: 10,
      });
      expect(rows.get(F)).toMatchObject({
        kind: 'LETTER_OF_GUARANTEE',
        state: ContractState.AwaitingApproval,
        guarantee_status: 'FOLLOWED',
        version: 2,
      });
      expect(await db.rows(COUNTS)).toEqual([
        { party_id: LESSOR, incoming: false, state: ContractState.AwaitingApproval, n: 1 },
        { party_id: LESSOR, incoming: false, state: ContractState.Expired, n: 1 },
        { party_id: LESSEE, incoming: true, state: ContractState.AwaitingApproval, n: 1 },
        { party_id: LESSEE, incoming: true, state: ContractState.Expired, n: 1 },
      ]);
    }
  });

  it('keeps a contract accepted as cancelled from a later year in force with that year, until it takes effect (27)', async () => {
    const e = contractEvents(E);
    const steps = new RecordedLog();
    steps.append(contract(E), [e.created(), e.confirmed('2026-03-02T10:00:00.000Z')], asLessor);
    steps.append(contract(E), [e.cancellationRequested('2026-05-01T09:00:00.000Z')], asLessee);
    const accepted = steps.append(contract(E), [e.cancellationAccepted('2026-05-02T09:00:00.000Z')], asLessor);
    steps.append(contract(E), [e.cancellationTookEffect('2026-12-31T19:00:00.000Z')], SYSTEM_ACTOR);
    const upTo = steps.events.slice(0, steps.events.indexOf(accepted[0]!) + 1);

    for (const batchSize of [1, 1000]) {
      await db.rebuild(contractSummaryProjection, upTo, batchSize);
      expect((await db.rows('SELECT * FROM contract_summary WHERE id = $1', [E]))[0]).toMatchObject({
        state: ContractState.Approved,
        pending_step: null,
        pending_effective_year: null,
        cancellation_reason: 'Moving out',
        cancellation_year: 2027,
        version: 4,
      });
      expect(await db.rows(COUNTS)).toEqual([
        { party_id: LESSOR, incoming: false, state: ContractState.Approved, n: 1 },
        { party_id: LESSEE, incoming: true, state: ContractState.Approved, n: 1 },
      ]);

      await db.rebuild(contractSummaryProjection, steps.events, batchSize);
      expect((await db.rows('SELECT * FROM contract_summary WHERE id = $1', [E]))[0]).toMatchObject({
        state: ContractState.Cancelled,
        previous_state: ContractState.Approved,
        state_changed_at: new Date('2026-12-31T19:00:00.000Z'),
        cancellation_reason: 'Moving out',
        cancellation_year: 2027,
        version: 5,
      });
      expect(await db.rows(COUNTS)).toEqual([
        { party_id: LESSOR, incoming: false, state: ContractState.Cancelled, n: 1 },
        { party_id: LESSEE, incoming: true, state: ContractState.Cancelled, n: 1 },
      ]);
    }
  });
});
