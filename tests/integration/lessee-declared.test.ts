import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { CONTRACT_JOBS, ContractJobsProcessor, ContractJobsRestorer, ProjectorRunner } from '@rent/backend';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, devSms, startApp, TestClock, type TestApp } from './support/test-app.js';

// Issue 21: a lessee registers a contract its lessor has not; the lessor confirms or rejects it, or lets
// 30 days pass, after which the committee's operators find it as "declared by the lessee, not confirmed".
const clock = new TestClock(new Date('2026-11-20T10:00:00+05:00'));
let t: TestApp;
let owner: Party;
let tenant: Party;
let lessor: ApiClient;
let lessee: ApiClient;
let stranger: ApiClient;
let operator: ApiClient;
let office: string;

beforeAll(async () => {
  t = await startApp({}, clock);
  const [company, person, other, committee] = [
    await aLegalEntity(t),
    await anIndividual(t),
    await anIndividual(t),
    await anOperator(t, ['OPERATOR']),
  ];
  [owner, tenant] = [company, person];
  office = await aProperty(t, owner.partyId, { totalArea: 500 });
  [lessor, lessee, stranger, operator] = await Promise.all([
    ApiClient.signIn(t.baseUrl, company),
    ApiClient.signIn(t.baseUrl, person),
    ApiClient.signIn(t.baseUrl, other),
    ApiClient.signIn(t.baseUrl, committee),
  ]);
});
afterAll(() => t.close());

/** The lessee's declaration: the lessor's form naming the lessee itself, and the lessor by TIN. */
const declaration = (terms: Record<string, unknown> = {}, lessorId = owner.partyId) => ({
  lessorId,
  registration: aRegistration({ lesseeId: tenant.partyId, cadastralNumber: office }, terms),
});

async function declared(terms: Record<string, unknown> = {}): Promise<string> {
  const res = await lessee.post('/contracts/declarations', declaration(terms));
  expect(res.status).toBe(201);
  lessor.readAfter(res.body.position);
  lessee.readAfter(res.body.position);
  return res.body.id as string;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

const opened = async (client: ApiClient, id: string) => (await client.get(`/contracts/${id}`)).body;
const notificationsOf = async (client: ApiClient) =>
  (await client.get('/notifications?range=[0,49]')).body as { contractId: string; kind: string }[];
/** The SMS the lessor's phone got about lessees' declarations. */
const declarationSms = async () =>
  (await devSms(t.baseUrl, owner.phone)).filter((m) => m.text.includes('арендатор зарегистрировал договор'));

describe('the lessee registers a contract (issue 21)', () => {
  it('the lessor hears of it by notification and SMS, sees who initiated it and confirms it', async () => {
    const id = await declared({ contractNumber: 'LD-1' });
    const contract = await opened(lessor, id);
    expect(contract).toMatchObject({
      state: 10,
      lessorId: owner.partyId,
      lesseeId: tenant.partyId,
      initiatorId: tenant.partyId,
      counterpartId: owner.partyId,
    });
    expect(contract.steps).toEqual(expect.arrayContaining(['confirm', 'reject']));
    expect((await opened(lessee, id)).steps).not.toContain('confirm');

    expect((await notificationsOf(lessor)).filter((n) => n.contractId === id).map((n) => n.kind)).toEqual([
      'ContractCreated',
    ]);
    const sms = await eventually(declarationSms, (m) => m.length > 0);
    expect(sms).toHaveLength(1);
    // Nothing the lessee wrote reaches the lessor's phone under the committee's name.
    expect(sms[0]!.text).not.toContain('LD-1');

    const [created] = (await lessor.get(`/contracts/${id}/history`)).body as Record<string, unknown>[];
    expect(created).toMatchObject({
      eventType: 'ContractCreated',
      actorPartyId: tenant.partyId,
      details: expect.objectContaining({ initiatedBy: 'LESSEE' }),
    });

    const confirmed = await lessor.post(`/contracts/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    lessee.readAfter(confirmed.body.position);
    expect((await opened(lessee, id)).state).toBe(20);
    expect((await notificationsOf(lessee)).filter((n) => n.contractId === id).map((n) => n.kind)).toContain(
      'ContractConfirmed',
    );

    // Twice is refused: the contract no longer awaits the lessor.
    const again = await lessor.post(`/contracts/${id}/confirm`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOT_AWAITING_APPROVAL');
  });

  it('the lessor rejects it with a reason; a second declaration the same day is a notification without another SMS', async () => {
    const id = await declared({ contractNumber: 'LD-2' });
    await eventually(
      async () => (await notificationsOf(lessor)).filter((n) => n.contractId === id),
      (n) => n.length > 0,
    );
    // Its SMS job has run by the time a later one's has; the lessor's phone still had the day's one only.
    const later = await declared({ contractNumber: 'LD-2b' });
    await eventually(
      async () => (await notificationsOf(lessor)).filter((n) => n.contractId === later),
      (n) => n.length > 0,
    );
    await sleep(1500);
    expect(await declarationSms()).toHaveLength(1);
    // Taken back, it waits for nobody (and lapses for nobody in the tests after this one).
    expect((await lessee.post(`/contracts/${later}/withdraw`, {})).status).toBe(200);
    const rejected = await lessor.post(`/contracts/${id}/reject`, { reason: 'Bunday shartnoma tuzilmagan' });
    expect(rejected.status).toBe(200);
    lessee.readAfter(rejected.body.position);
    expect(await opened(lessee, id)).toMatchObject({ state: 15, rejectionReason: 'Bunday shartnoma tuzilmagan' });
  });

  it('unanswered for 30 days it becomes "declared by the lessee, not confirmed", found by the operators, and the lessor may still confirm it', async () => {
    clock.set('2026-11-20T10:00:00+05:00');
    const id = await declared({ contractNumber: 'LD-3' });
    const queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
    const job = await eventually(
      () => queue.getJob(`lapse_${id}_${Date.parse('2026-11-20T05:00:00.000Z')}`),
      (j) => j !== undefined,
    );
    expect(job).toBeDefined();

    // Before its 30 days the job changes nothing.
    clock.set('2026-12-19T10:00:00+05:00');
    await job!.promote();
    await eventually(
      async () => (await queue.getJob(job!.id!))?.finishedOn,
      (finished) => finished !== undefined,
    );
    expect((await opened(lessee, id)).state).toBe(10);

    clock.set('2026-12-20T10:00:01+05:00');
    await job!.retry('completed');
    expect(
      await eventually(
        async () => (await opened(lessee, id)).state,
        (s) => s === 11,
      ),
    ).toBe(11);
    const history = (await lessee.get(`/contracts/${id}/history`)).body as { eventType: string; actorKind: string }[];
    expect(history.at(-1)).toMatchObject({ eventType: 'DeclarationLapsed', actorKind: 'system' });
    expect((await notificationsOf(lessee)).filter((n) => n.contractId === id).map((n) => n.kind)).toContain(
      'DeclarationLapsed',
    );

    await t.app.get(ProjectorRunner).catchUp();
    const found = await operator.get(
      `/operator/contracts?filter=${encodeURIComponent(JSON.stringify({ state: 11 }))}&range=[0,24]`,
    );
    expect(found.status).toBe(200);
    expect((found.body as { id: string; state: number }[]).map((c) => [c.id, c.state])).toEqual([[id, 11]]);

    // Still the lessor's to answer: among its incoming contracts, and the lessee's outgoing ones.
    const box = async (client: ApiClient, name: string) =>
      ((await client.get(`/contracts?filter={"box":"${name}"}&range=[0,49]`)).body as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await box(lessor, 'incoming')).toContain(id);
    expect(await box(lessee, 'outgoing')).toContain(id);

    // No answer is too late for the lessor: it may still confirm (step-table.ts), but not send it back.
    expect((await opened(lessor, id)).steps).toEqual(expect.arrayContaining(['confirm', 'reject']));
    expect((await lessor.post(`/contracts/${id}/request-change`, { reason: 'Maydon boshqa' })).status).toBe(409);
    const confirmed = await lessor.post(`/contracts/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    lessee.readAfter(confirmed.body.position);
    expect((await opened(lessee, id)).state).toBe(20);
  });

  it('the daily sweep marks a declaration whose job was lost (Redis flushed), once', async () => {
    clock.set('2026-11-20T10:00:00+05:00');
    const id = await declared({ contractNumber: 'LD-6' });
    const queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
    await eventually(
      () => queue.getJob(`lapse_${id}_${Date.parse('2026-11-20T05:00:00.000Z')}`),
      (j) => j !== undefined,
    );
    await queue.obliterate({ force: true });
    clock.set('2026-12-21T10:00:00+05:00');
    await t.app.get(ProjectorRunner).catchUp();
    expect((await t.app.get(ContractJobsProcessor).sweep()).declarations).toBe(1);
    expect(
      await eventually(
        async () => (await opened(lessee, id)).state,
        (s) => s === 11,
      ),
    ).toBe(11);
    await t.app.get(ProjectorRunner).catchUp();
    expect((await t.app.get(ContractJobsProcessor).sweep()).declarations).toBe(0);
    // Taken back by the lessee, it leaves the follow-up.
    const withdrawn = await lessee.post(`/contracts/${id}/withdraw`, {});
    expect(withdrawn.status).toBe(200);
  });

  it('after Redis lost the jobs, the restore plans the lapse again under the same id', async () => {
    clock.set('2026-11-20T10:00:00+05:00');
    const id = await declared({ contractNumber: 'LD-7' });
    const queue = t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
    const jobId = `lapse_${id}_${Date.parse('2026-11-20T05:00:00.000Z')}`;
    await eventually(
      () => queue.getJob(jobId),
      (j) => j !== undefined,
    );
    await queue.obliterate({ force: true });
    await t.app.get(ContractJobsRestorer).restore(true, new AbortController().signal);
    expect(await queue.getJob(jobId)).toMatchObject({ name: 'lapse-declaration', data: { contractId: id } });
    // Taken back by the lessee, it waits for nobody.
    expect((await lessee.post(`/contracts/${id}/withdraw`, {})).status).toBe(200);
  });

  it('a declaration the lessor sent back for change does not lapse: the lessor answered', async () => {
    clock.set('2026-11-20T10:00:00+05:00');
    const id = await declared({ contractNumber: 'LD-4' });
    expect((await lessor.post(`/contracts/${id}/request-change`, { reason: 'Maydon boshqa' })).status).toBe(200);
    clock.set('2027-01-05T10:00:00+05:00');
    await t.app.get(ProjectorRunner).catchUp();
    expect((await t.app.get(ContractJobsProcessor).sweep()).declarations).toBe(0);
    expect((await opened(lessee, id)).state).toBe(10);
  });
});

describe('refusals', () => {
  it('an object the named lessor does not own is refused, saying it is not the lessor’s', async () => {
    const elsewhere = await aProperty(t, (await aLegalEntity(t)).partyId);
    const res = await lessee.post('/contracts/declarations', {
      lessorId: owner.partyId,
      registration: aRegistration({ lesseeId: tenant.partyId, cadastralNumber: elsewhere }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ cadastralNumber: 'errors.propertyNotLessors' });
  });

  it('a lessor unknown to the registry is refused on its field', async () => {
    const res = await lessee.post('/contracts/declarations', declaration({}, '399999999'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ lessorId: 'errors.lessorNotFound' });
  });

  it('nobody declares a contract in another lessee’s name', async () => {
    const res = await stranger.post('/contracts/declarations', declaration());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ONLY_LESSEE_DECLARES');
  });

  it('the minimum rent holds for a lessee’s declaration as for the lessor’s registration', async () => {
    const res = await lessee.post('/contracts/declarations', declaration({ monthlyPayment: 1 }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('RENT_BELOW_MINIMUM');
  });

  it('a lessee cannot declare kinship: waiving the minimum rent is the lessor’s declaration', async () => {
    const res = await lessee.post(
      '/contracts/declarations',
      declaration({ kinship: { basis: 'CLOSE_RELATIVE', relation: 'SIBLING' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('KINSHIP_BY_LESSOR');
  });

  it('the lessee does not confirm its own declaration, and a third party does not see it', async () => {
    const id = await declared({ contractNumber: 'LD-5' });
    const own = await lessee.post(`/contracts/${id}/confirm`);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('ONLY_COUNTERPART_DECIDES');
    expect((await stranger.post(`/contracts/${id}/confirm`)).status).toBe(404);
    expect((await stranger.get(`/contracts/${id}`)).status).toBe(404);
  });
});
