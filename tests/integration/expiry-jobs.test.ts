import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import pg from 'pg';
import { CONTRACT_JOBS, ContractJobsProcessor, ProjectorRunner } from '@rent/backend';
import { aRegistration, type RegistrationParties } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, TestClock, type TestApp } from './support/test-app.js';

// Expiry and reminders with BullMQ on the real Redis, under a clock the test moves.
const clock = new TestClock(new Date('2026-06-10T10:00:00+05:00'));
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let operator: ApiClient;
let parties: RegistrationParties;

beforeAll(async () => {
  t = await startApp({}, clock);
  const [owner, person, committee] = [await aLegalEntity(t), await anIndividual(t), await anOperator(t)];
  parties = { lesseeId: person.partyId, cadastralNumber: await aProperty(t, owner.partyId) };
  [lessor, lessee, operator] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, person),
    ApiClient.signIn(t.baseUrl, committee),
  ]);
});
afterAll(() => t.close());

async function approvedContract(number: string, beginDate: string, endDate: string): Promise<string> {
  const created = await lessor.post(
    '/contracts',
    aRegistration(parties, {
      contractNumber: number,
      contractDate: beginDate,
      area: 20,
      monthlyPayment: 1_500_000,
      beginDate,
      endDate,
    }),
  );
  expect(created.status).toBe(201);
  lessee.readAfter(created.body.position);
  const confirmed = await lessee.post(`/contracts/${created.body.id}/confirm`);
  expect(confirmed.status).toBe(200);
  lessor.readAfter(confirmed.body.position);
  // The sweep reads the contract summary: let it see the confirmation, as it would a day later.
  await t.app.get(ProjectorRunner).catchUp();
  return created.body.id;
}

async function eventTypes(id: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ type: string }>(
    'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
    [`contract-${id}`],
  );
  await client.end();
  return rows.map((r) => r.type);
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

const state = async (id: string) => (await lessee.get(`/contracts/${id}`)).body.state as number;
const sweep = () => t.app.get(ContractJobsProcessor).sweep();

describe('expiry', () => {
  it('a contract that ended yesterday is expired once, though the delayed job and the sweep both fire', async () => {
    clock.set('2026-06-10T10:00:00+05:00');
    const id = await approvedContract('EXP-1', '2025-06-10', '2026-06-09');
    const [swept] = await Promise.all([
      sweep(),
      eventually(
        () => state(id),
        (s) => s === 50,
      ),
    ]);
    expect(
      await eventually(
        () => state(id),
        (s) => s === 50,
      ),
    ).toBe(50);
    await sweep();
    const expired = (await eventTypes(id)).filter((type) => type === 'ContractExpired');
    expect(expired).toHaveLength(1);
    expect(swept.expired).toBeLessThanOrEqual(1);
    expect((await lessee.get('/contracts?filter={"box":"expired"}')).body.map((c: { id: string }) => c.id)).toContain(
      id,
    );
  });

  it('the daily sweep catches a contract whose delayed job was lost (Redis flushed)', async () => {
    clock.set('2026-06-10T10:00:00+05:00');
    const id = await approvedContract('EXP-2', '2025-07-01', '2026-06-30');
    const queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
    expect(await queue.getJob(`expire_${id}_2026-06-30`)).toBeDefined();
    await queue.obliterate({ force: true });

    clock.set('2026-07-01T00:05:00+05:00');
    expect(await state(id)).toBe(20);
    expect((await sweep()).expired).toBe(1);
    expect(
      await eventually(
        () => state(id),
        (s) => s === 50,
      ),
    ).toBe(50);
    expect((await sweep()).expired).toBe(0);
  });

  it('the sweep an operator runs takes a contract confirmed a moment before, once the summary has it', async () => {
    clock.set('2026-06-10T10:00:00+05:00');
    // Its expiry job is held back (a worker down), so only the sweep can end it.
    const queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
    await queue.pause();
    const busy = new pg.Client({ connectionString: t.databaseUrl });
    try {
      const created = await lessor.post(
        '/contracts',
        aRegistration(parties, {
          contractNumber: 'EXP-3',
          contractDate: '2025-07-01',
          area: 20,
          beginDate: '2025-07-01',
          endDate: '2026-06-30',
        }),
      );
      expect(created.status).toBe(201);
      // The summary's projector is busy elsewhere (a long batch holds its lock) while the lessee confirms.
      await busy.connect();
      await busy.query('BEGIN');
      await busy.query(`SELECT pg_advisory_xact_lock(hashtext('projection:contract-summary'))`);
      const confirmed = await lessee.post(`/contracts/${created.body.id}/confirm`);
      expect(confirmed.status).toBe(200);
      clock.set('2026-07-01T00:05:00+05:00');
      // The operator sweeps; the projector gets the summary's lock back a moment later.
      const swept = operator.post('/operator/jobs/sweep');
      await sleep(300);
      await busy.query('COMMIT');
      const res = await swept;
      expect(res.status).toBe(200);
      expect(res.body.expired).toBe(1);
      lessee.readAfter(confirmed.body.position);
      expect(
        await eventually(
          () => state(created.body.id as string),
          (s) => s === 50,
        ),
      ).toBe(50);
    } finally {
      await busy.end();
      await queue.resume();
    }
  });

  it('an operator runs the sweep on demand; a party may not', async () => {
    expect((await lessor.post('/operator/jobs/sweep')).status).toBe(403);
    const res = await operator.post('/operator/jobs/sweep');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      expired: 0,
      cancelled: 0,
      reminded: expect.any(Number),
      guarantees: 0,
      invoiceReminders: expect.any(Number),
      declarations: 0,
      abandonedUploads: 0,
    });
  });
});

describe('reminders', () => {
  const reminders = async (client: ApiClient, id: string) =>
    (
      (await client.get('/notifications?range=[0,49]')).body as {
        contractId: string;
        kind: string;
        params: { daysBefore: number };
      }[]
    ).filter((n) => n.contractId === id && n.kind === 'ContractExpiryReminded');

  it('both parties are reminded 10 days before the end, once, even when the log is replayed', async () => {
    // 1.5 s before 09:00 on the tenth day before the end: the 10-day reminder is due in 1.5 s.
    clock.set('2026-06-10T08:59:58.500+05:00');
    const id = await approvedContract('REM-10', '2026-01-01', '2026-06-20');
    const forLessee = await eventually(
      () => reminders(lessee, id),
      (r) => r.length > 0,
    );
    expect(forLessee.map((n) => n.params.daysBefore)).toEqual([10]);
    expect((await reminders(lessor, id)).map((n) => n.params.daysBefore)).toEqual([10]);

    // A restart that replays the log schedules the same job ids again: nothing new is sent.
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query(
      "UPDATE projection_checkpoints SET transaction_id = '0', position = 0 WHERE projection = 'contract-jobs'",
    );
    await db.end();
    await t.app.get(ProjectorRunner).catchUp();
    await sleep(2000);
    expect((await eventTypes(id)).filter((type) => type === 'ContractExpiryReminded')).toHaveLength(1);
  });

  it('the sweep sends a reminder that falls due today if its job is missing', async () => {
    clock.set('2026-06-10T10:00:00+05:00');
    const id = await approvedContract('REM-31', '2026-01-01', '2026-07-11');
    expect((await sweep()).reminded).toBeGreaterThanOrEqual(1);
    const got = await eventually(
      () => reminders(lessee, id),
      (r) => r.length > 0,
    );
    expect(got.map((n) => n.params.daysBefore)).toEqual([31]);
    expect((await sweep()).reminded).toBe(0);
  });
});

describe('failed jobs', () => {
  it('retry with backoff and end in a failed set an operator can see', async () => {
    const queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
    await queue.add('no-such-job', {}, { jobId: 'broken-1', attempts: 2, backoff: { type: 'fixed', delay: 50 } });
    const failed = await eventually(
      async () =>
        (await operator.get('/operator/jobs/failed')).body as {
          id: string;
          attemptsMade: number;
          failedReason: string;
        }[],
      (jobs) => jobs.some((j) => j.id === 'broken-1'),
    );
    expect(failed.find((j) => j.id === 'broken-1')).toMatchObject({
      attemptsMade: 2,
      failedReason: 'Unknown job no-such-job',
    });
    expect((await lessor.get('/operator/jobs/failed')).status).toBe(403);
  });
});
