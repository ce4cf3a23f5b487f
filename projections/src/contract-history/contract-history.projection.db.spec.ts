import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SYSTEM_ACTOR } from '@rent/domain';
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
import { contractHistoryProjection } from './contract-history.projection.js';

// given a contract's events in the log, when the document history is rebuilt from them in batches of
// any size, then it has one row per event with who, when, why and what changed; a batch applied again adds nothing.
const A = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const B = '5d0c9a61-7a35-4d2e-8f10-3b9f0e6d2c11';
const a = contractEvents(A);
const b = contractEvents(B);
const dearer = { ...TERMS, monthlyPayment: 2_800_000 };
const HISTORY = 'SELECT * FROM contract_history ORDER BY contract_id, stream_version';

const log = new RecordedLog();
log.append(`contract-${A}`, [a.created()], { ...asLessor, employeePinfl: '31507720120664' });
log.append(`contract-${A}`, [a.confirmed('2026-03-02T10:00:00.000Z')], asLessee);
log.append(`contract-${A}`, [a.changeProposed('2026-04-01T09:00:00.000Z', TERMS, dearer)], asLessor);
log.append(`contract-${A}`, [a.changeConfirmed('2026-04-02T09:00:00.000Z', TERMS, dearer)], asLessee);
log.append(
  `contract-${A}`,
  [
    a.turnover('2026-06-01T09:00:00.000Z', 2025, 1_000_000),
    a.holders('2026-06-01T09:00:00.000Z', LESSOR, '31507720120664'),
  ],
  asLessor,
);
log.append(`contract-${A}`, [a.removed('2026-08-01T09:00:00.000Z')], asOperator);

let db: ReadModelDatabase;
beforeAll(async () => {
  db = await ReadModelDatabase.start();
});
afterAll(() => db.close());

describe('contract history projection', () => {
  it('gives the same rows whether the log comes one event, two or all at a time', async () => {
    const results = [];
    for (const batchSize of [1, 2, 1000]) {
      await db.rebuild(contractHistoryProjection, log.events, batchSize);
      results.push(await db.rows(HISTORY));
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('keeps one row per event: the step, its actor, its reason and the fields it changed', async () => {
    await db.rebuild(contractHistoryProjection, log.events, 1000);
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
    expect(rows[3]).toMatchObject({
      changes: [{ field: 'monthlyPayment', before: 2_500_000, after: 2_800_000 }],
      details: null,
      signature: null,
    });
    expect(rows[4]!.details).toEqual({
      year: 2025,
      amount: 1_000_000,
      ratePercent: 2.5,
      fee: 25_000,
      minimumAmount: 0,
      due: 25_000,
    });
    expect(rows[6]!.details).toEqual({ removalDate: '2026-09-01' });
    // The store's time of the step, to the millisecond the event carries.
    expect(rows[0]!.occurred_at).toEqual(log.events[0]!.recordedAt);
  });

  it('keeps who acted as the staff search them: the employee by PINFL, the party by TIN/PINFL, the operator by account', async () => {
    await db.rebuild(contractHistoryProjection, log.events, 1000);
    const rows = await db.rows(HISTORY);
    expect(rows.map((r) => [r.event_type, r.acted_as, r.acted_by])).toEqual([
      ['ContractCreated', 'employee', '31507720120664'],
      ['ContractConfirmed', 'party', LESSEE],
      ['ContractChangeProposed', 'party', LESSOR],
      ['ContractChangeConfirmed', 'party', LESSEE],
      ['TurnoverRecorded', 'party', LESSOR],
      ['ContractHoldersAssigned', 'party', LESSOR],
      ['ContractRemovedFromRegister', 'operator', asOperator.userId],
    ]);
  });

  it('adds nothing when batches it applied come again', async () => {
    await db.rebuild(contractHistoryProjection, log.events, 1000);
    const before = await db.rows(HISTORY);
    await db.applyAgain(contractHistoryProjection, log.events, (events) => events.slice(-3));
    expect(await db.rows(HISTORY)).toEqual(before);
  });

  it('names a lessee who initiated the contract (issue 21), and its lapse unanswered by the system, alike live and rebuilt', async () => {
    const declared = new RecordedLog();
    declared.append(`contract-${B}`, [b.created(TERMS, { initiatorId: LESSEE, counterpartId: LESSOR })], asLessee);
    declared.append(`contract-${B}`, [b.declarationLapsed('2026-03-31T09:00:00.000Z')], SYSTEM_ACTOR);
    const results = [];
    for (const batchSize of [1, 1000]) {
      await db.rebuild(contractHistoryProjection, declared.events, batchSize);
      results.push(await db.rows(HISTORY));
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[0]!.map((r) => [r.event_type, r.actor_party_id, r.details?.initiatedBy ?? null])).toEqual([
      ['ContractCreated', LESSEE, 'LESSEE'],
      ['DeclarationLapsed', SYSTEM_ACTOR.partyId, null],
    ]);
  });

  it("keeps each other step's particulars: a creation's terms and parties, the reasons, the changes, the dates and holders", async () => {
    const steps = new RecordedLog();
    const renumbered = { ...TERMS, contractNumber: 'B-2' };
    const stream = `contract-${B}`;
    steps.append(stream, [b.created()], asLessor);
    steps.append(stream, [b.sentForChange('2026-03-02T09:00:00.000Z', 'Fix the number')], asLessee);
    steps.append(stream, [b.changed('2026-03-03T09:00:00.000Z', TERMS, renumbered)], asLessor);
    steps.append(stream, [b.rejected('2026-03-04T09:00:00.000Z', 'Too dear')], asLessee);
    steps.append(stream, [b.resubmitted('2026-03-05T09:00:00.000Z', renumbered, dearer)], asLessor);
    steps.append(stream, [b.withdrawn('2026-03-06T09:00:00.000Z')], asLessor);
    steps.append(stream, [b.changeRejected('2026-04-02T09:00:00.000Z', 'Not now')], asLessee);
    steps.append(stream, [b.cancellationRequested('2026-05-01T09:00:00.000Z')], asLessee);
    steps.append(stream, [b.cancellationRejected('2026-05-02T09:00:00.000Z', 'Stay')], asLessor);
    steps.append(stream, [b.cancelled('2026-05-03T09:00:00.000Z')], asLessor);
    steps.append(
      stream,
      [b.expiryReminded('2027-01-29T00:00:00.000Z'), b.expired('2027-03-01T00:00:00.000Z')],
      SYSTEM_ACTOR,
    );
    steps.append(
      stream,
      [b.guaranteeFollowed('2026-03-10T00:00:00.000Z', 'C-9'), b.guaranteeMissed('2026-03-12T00:00:00.000Z')],
      SYSTEM_ACTOR,
    );
    steps.append(stream, [b.holders('2026-06-01T09:00:00.000Z', LESSOR, '31507720120664', '41506950140216')], asLessor);
    // Registered before registration numbers: the system gives it one later.
    steps.append(stream, [b.numbered('2026-11-27T00:00:00.000Z', '2026-26-0000042')], SYSTEM_ACTOR);
    await db.rebuild(contractHistoryProjection, steps.events, 3);
    const rows = await db.rows(HISTORY);
    expect(rows.map((r) => [r.event_type, r.actor_party_id, r.reason, r.details])).toEqual([
      [
        'ContractCreated',
        LESSOR,
        null,
        {
          kind: 'OTHER_RENT',
          lessor: { id: LESSOR, type: 'LEGAL', name: 'Toshkent Savdo MChJ' },
          lessee: { id: LESSEE, type: 'INDIVIDUAL', name: 'Aliyev Vali' },
          property: { cadastralNumber: CADASTRE, address: 'Toshkent, Amir Temur 1', totalArea: 120 },
        },
      ],
      ['ContractSentForChange', LESSEE, 'Fix the number', null],
      ['ContractChanged', LESSOR, null, null],
      ['ContractRejected', LESSEE, 'Too dear', null],
      ['ContractResubmitted', LESSOR, null, null],
      ['ContractWithdrawn', LESSOR, null, null],
      ['ContractChangeRejected', LESSEE, 'Not now', null],
      ['CancellationRequested', LESSEE, 'Moving out', { effectiveYear: 2027 }],
      ['CancellationRejected', LESSOR, 'Stay', null],
      ['ContractCancelled', LESSOR, 'Moving out', { effectiveYear: 2027 }],
      ['ContractExpiryReminded', SYSTEM_ACTOR.partyId, null, { daysBefore: 30, endDate: TERMS.endDate }],
      ['ContractExpired', SYSTEM_ACTOR.partyId, null, { endDate: TERMS.endDate }],
      ['GuaranteeFollowed', SYSTEM_ACTOR.partyId, null, { byContractNumber: 'C-9' }],
      ['GuaranteeDeadlineMissed', SYSTEM_ACTOR.partyId, null, { deadline: '2026-03-11' }],
      ['ContractHoldersAssigned', LESSOR, null, { holders: 'Employee 31507720120664, Employee 41506950140216' }],
      ['ContractNumbered', SYSTEM_ACTOR.partyId, null, { registrationNumber: '2026-26-0000042' }],
    ]);
    const changes = new Map(rows.map((r) => [r.event_type, r.changes]));
    // A creation shows every term as set from nothing.
    expect(changes.get('ContractCreated')).toEqual(
      expect.arrayContaining([
        { field: 'contractNumber', before: null, after: 'A-17' },
        { field: 'monthlyPayment', before: null, after: 2_500_000 },
      ]),
    );
    expect(changes.get('ContractChanged')).toEqual([{ field: 'contractNumber', before: 'A-17', after: 'B-2' }]);
    expect(changes.get('ContractResubmitted')).toEqual([
      { field: 'contractNumber', before: 'B-2', after: 'A-17' },
      { field: 'monthlyPayment', before: 2_500_000, after: 2_800_000 },
    ]);
  });

  it('records a cancellation accepted from a later year with its reason and year, and the system ending it then', async () => {
    const steps = new RecordedLog();
    const stream = `contract-${B}`;
    steps.append(stream, [b.created(), b.confirmed('2026-03-02T09:00:00.000Z')], asLessor);
    steps.append(stream, [b.cancellationRequested('2026-05-01T09:00:00.000Z')], asLessee);
    steps.append(stream, [b.cancellationAccepted('2026-05-02T09:00:00.000Z')], asLessor);
    steps.append(stream, [b.cancellationTookEffect('2026-12-31T19:00:00.000Z')], SYSTEM_ACTOR);
    for (const batchSize of [1, 1000]) {
      await db.rebuild(contractHistoryProjection, steps.events, batchSize);
      const rows = (await db.rows(HISTORY)).slice(-2);
      expect(rows).toMatchObject([
        {
          event_type: 'CancellationAccepted',
          actor_party_id: LESSOR,
          reason: 'Moving out',
          details: { effectiveYear: 2027 },
        },
        {
          event_type: 'CancellationTookEffect',
          actor_kind: 'system',
          acted_as: 'system',
          acted_by: null,
          reason: null,
          details: { effectiveYear: 2027 },
        },
      ]);
    }
  });
});
