import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { CONTRACT_JOBS, ContractJobsProcessor, ProjectorRunner } from '@rent/backend';
import { aRegistration, type RegistrationParties } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { sql } from './support/test-database.js';
import { ApiClient, startApp, TestClock, type TestApp } from './support/test-app.js';

// Spec §4: a cancellation can take effect from a given year. Accepted for a later year, the contract stays
// in force (its state and its area) until 1 January of that year in Tashkent, when a job (or the daily
// sweep, if Redis lost it) ends it with an event of its own; for the current year it ends at once.
const clock = new TestClock(new Date('2026-06-10T10:00:00+05:00'));
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let parties: RegistrationParties;
let queue: Queue;

beforeAll(async () => {
  t = await startApp({}, clock);
  const [owner, person] = [await aLegalEntity(t), await anIndividual(t)];
  parties = { lesseeId: person.partyId, cadastralNumber: await aProperty(t, owner.partyId, { totalArea: 100 }) };
  [lessor, lessee] = await Promise.all([ApiClient.signIn(t.baseUrl, owner), ApiClient.signIn(t.baseUrl, person)]);
  queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
});
afterAll(() => t.close());

const seen = (position: string | undefined) => {
  if (position) for (const c of [lessor, lessee]) c.readAfter(position);
};

async function step(actor: ApiClient, id: string, verb: string, body: object = {}) {
  const res = await actor.post(`/contracts/${id}/${verb}`, body);
  expect({ verb, status: res.status, body: res.status === 200 ? null : res.body }).toEqual({
    verb,
    status: 200,
    body: null,
  });
  seen(res.body.position);
}

/** 60 m² of the 100 m² object, approved; then the lessee asks to end it from `year` and the lessor agrees. */
async function cancelledFrom(number: string, year: number): Promise<string> {
  const created = await lessor.post('/contracts', aRegistration(parties, { contractNumber: number, area: 60 }));
  expect(created.status).toBe(201);
  seen(created.body.position);
  await step(lessee, created.body.id, 'confirm');
  await step(lessee, created.body.id, 'request-cancellation', { reason: 'Koʻchib ketyapmiz', effectiveYear: year });
  await step(lessor, created.body.id, 'accept-cancellation');
  return created.body.id as string;
}

const contract = async (id: string, client = lessee) => (await client.get(`/contracts/${id}`)).body;
const vacantArea = async () =>
  (await lessor.get('/catalog-general/my-properties')).body.find(
    (p: { cadastralNumber: string }) => p.cadastralNumber === parties.cadastralNumber,
  ).vacantArea as number;
const eventCount = async () =>
  Number((await sql<{ n: string }>(t.databaseUrl, 'SELECT count(*) AS n FROM events'))[0]!.n);
const eventsOf = (id: string) =>
  sql<{ id: string; type: string }>(
    t.databaseUrl,
    'SELECT event_id AS id, type FROM events WHERE stream_id = $1 ORDER BY stream_version',
    [`contract-${id}`],
  );
const told = async (client: ApiClient, id: string) =>
  ((await client.get('/notifications?range=[0,49]')).body as { contractId: string; kind: string; params: object }[])
    .filter((n) => n.contractId === id && n.kind.startsWith('Cancellation'))
    .map((n) => ({ kind: n.kind, params: n.params }));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

describe('a cancellation accepted from a later year', () => {
  let id: string;

  it('keeps the contract in force with its area, says "cancelled from 2027" and schedules its end for 1 January 2027', async () => {
    clock.set('2026-06-10T10:00:00+05:00');
    id = await cancelledFrom('CY-1', 2027);
    expect(await contract(id)).toMatchObject({
      state: 20,
      pendingStep: null,
      cancellationYear: 2027,
      cancellationReason: 'Koʻchib ketyapmiz',
    });
    expect(await vacantArea()).toBe(40);
    const accepted = (await lessee.get('/contracts?filter={"box":"accepted"}')).body.find(
      (c: { id: string }) => c.id === id,
    );
    expect(accepted).toMatchObject({ state: 20, cancellationYear: 2027 });
    // The lessee asked: it is told the lessor agreed, and from when.
    expect(await told(lessee, id)).toContainEqual({
      kind: 'CancellationAccepted',
      params: expect.objectContaining({ contractNumber: 'CY-1', effectiveYear: 2027 }),
    });

    const acceptance = (await eventsOf(id)).at(-1)!;
    expect(acceptance.type).toBe('CancellationAccepted');
    await t.app.get(ProjectorRunner).catchUp();
    const job = await eventually(
      () => queue.getJob(`cancel_${acceptance.id}`),
      (j) => j !== undefined,
    );
    expect(job).toMatchObject({ name: 'end-cancelled-contract', data: { contractId: id, effectiveYear: 2027 } });
    expect(job!.delay).toBe(Date.parse('2027-01-01T00:00:00+05:00') - clock.now().getTime());
  });

  it('offers no second cancellation: one asked meanwhile is refused with its message and writes nothing', async () => {
    expect((await contract(id, lessor)).steps).not.toContain('request-cancellation');
    const before = await eventCount();
    const res = await lessor.post(`/contracts/${id}/request-cancellation`, { reason: 'Yana', effectiveYear: 2026 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CANCELLATION_AGREED',
      message: 'errors.cancellationAlreadyAgreed',
      params: { year: '2027' },
    });
    expect(await eventCount()).toBe(before);
  });

  it('the daily sweep ends it on 1 January when Redis lost its job, and only once', async () => {
    await queue.obliterate({ force: true });
    clock.set('2026-12-31T23:50:00+05:00');
    expect((await t.app.get(ContractJobsProcessor).sweep()).cancelled).toBe(0);
    clock.set('2027-01-01T00:05:00+05:00');
    expect((await t.app.get(ContractJobsProcessor).sweep()).cancelled).toBe(1);
    expect(
      await eventually(
        async () => (await contract(id)).state,
        (s) => s === 27,
      ),
    ).toBe(27);
    expect((await t.app.get(ContractJobsProcessor).sweep()).cancelled).toBe(0);
    expect((await eventsOf(id)).filter((e) => e.type === 'CancellationTookEffect')).toHaveLength(1);
    expect(await vacantArea()).toBe(100);
  });
});

describe('on 1 January in Tashkent', () => {
  it('the scheduled job ends the contract with its own event: state 27, its area free, both parties told, in the history', async () => {
    // Accepted 1.5 s before the new year: the job is due in 1.5 s.
    clock.set('2026-12-31T23:59:58.500+05:00');
    const id = await cancelledFrom('CY-2', 2027);
    expect(await contract(id)).toMatchObject({ state: 20, cancellationYear: 2027 });
    expect(await vacantArea()).toBe(40);
    const acceptance = (await eventsOf(id)).at(-1)!;
    await t.app.get(ProjectorRunner).catchUp();
    expect(
      await eventually(
        () => queue.getJob(`cancel_${acceptance.id}`),
        (j) => j !== undefined,
      ),
    ).toBeDefined();
    clock.set('2027-01-01T00:00:00.500+05:00');

    expect(
      await eventually(
        async () => (await contract(id)).state,
        (s) => s === 27,
      ),
    ).toBe(27);
    expect((await eventsOf(id)).map((e) => e.type).slice(-2)).toEqual([
      'CancellationAccepted',
      'CancellationTookEffect',
    ]);
    expect(await vacantArea()).toBe(100);
    for (const client of [lessor, lessee]) {
      expect(await told(client, id)).toContainEqual({
        kind: 'CancellationTookEffect',
        params: expect.objectContaining({ contractNumber: 'CY-2', effectiveYear: 2027 }),
      });
    }
    const history = (await lessee.get(`/contracts/${id}/history`)).body as { eventType: string; actorKind: string }[];
    expect(history.at(-1)).toMatchObject({ eventType: 'CancellationTookEffect', actorKind: 'system' });
    // The job and the sweep after it change nothing more.
    expect((await t.app.get(ContractJobsProcessor).sweep()).cancelled).toBe(0);
    expect((await eventsOf(id)).filter((e) => e.type === 'CancellationTookEffect')).toHaveLength(1);
  });
});

describe('a cancellation accepted from the current year', () => {
  it('ends the contract at once and gives its area back', async () => {
    clock.set('2027-03-10T10:00:00+05:00');
    const id = await cancelledFrom('CY-3', 2027);
    expect(await contract(id)).toMatchObject({ state: 27, cancellationYear: 2027 });
    expect((await eventsOf(id)).at(-1)!.type).toBe('ContractCancelled');
    expect(await vacantArea()).toBe(100);
  });
});
