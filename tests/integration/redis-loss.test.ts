import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { CONTRACT_JOBS, ProjectorRunner, QUEUE_NAMESPACE, REDIS, SMS_QUEUE, SmsNotices } from '@rent/backend';
import { MessageKeys, tashkentDate } from '@rent/domain';
import { contractSummaryProjection } from '@rent/projections';
import { deleteKeysUnder } from './support/redis-keys.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { aRegistration, type RegistrationParties } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, devSms, smsCode, smsIds, startApp, TestClock, type TestApp } from './support/test-app.js';
import { sql } from './support/test-database.js';

// Redis emptied or gone, as an outside fault-injection test found it: the scheduled work comes back by
// itself, and what needs Redis answers 503 meanwhile. Every portal here runs on the machine's shared
// Redis; "emptying" one deletes every key under its namespace, which is what FLUSHALL does to that portal
// while the other test files' portals keep theirs. An outage is a TCP relay in front of Redis being cut
// or frozen; the shared Redis itself is never stopped.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Each portal here checks its marker five times a second, so a loss is noticed within a test's patience. */
const CHECK = { REDIS_CHECK_MS: '200' };
const CONTRACT_JOB_NAMES = new Set(['expire-contract', 'remind-expiry', 'check-guarantee', 'end-cancelled-contract']);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

const contractQueue = (t: TestApp) => t.app.get<Queue>(getQueueToken(CONTRACT_JOBS));
const namespaceOf = (t: TestApp) => t.app.get<string>(QUEUE_NAMESPACE);
const marker = (t: TestApp) => t.app.get<Redis>(REDIS).get(`${namespaceOf(t)}:restored`);
/** FLUSHALL, as this portal sees it. */
const emptyRedis = (t: TestApp) => deleteKeysUnder(namespaceOf(t), REDIS_URL);

/** The contract jobs a queue holds for these contracts, as `id name contract date [days]`, sorted. */
async function jobsOf(t: TestApp, contracts: string[]): Promise<string[]> {
  const jobs: Job[] = await contractQueue(t).getJobs(['delayed', 'wait', 'active', 'completed', 'failed'], 0, -1);
  return jobs
    .filter((j) => CONTRACT_JOB_NAMES.has(j.name) && contracts.includes((j.data as { contractId: string }).contractId))
    .map((j) => {
      const d = j.data as {
        contractId: string;
        endDate?: string;
        deadline?: string;
        effectiveYear?: number;
        daysBefore?: number;
      };
      return [j.id, j.name, d.contractId, d.endDate ?? d.deadline ?? d.effectiveYear, d.daysBefore]
        .filter((p) => p !== undefined)
        .join(' ');
    })
    .sort();
}

/** A fresh legal lessor with a property of its own, a person to rent it, and what registering binds, on the portal `t`. */
async function partiesOn(t: TestApp): Promise<{ owner: Party; person: Party; registration: RegistrationParties }> {
  const [owner, person] = [await aLegalEntity(t), await anIndividual(t)];
  return {
    owner,
    person,
    registration: { lesseeId: person.partyId, cadastralNumber: await aProperty(t, owner.partyId) },
  };
}

async function approvedContract(
  lessor: ApiClient,
  lessee: ApiClient,
  registration: RegistrationParties,
  number: string,
  beginDate: string,
  endDate: string,
): Promise<string> {
  const created = await lessor.post(
    '/contracts',
    aRegistration(registration, {
      contractNumber: number,
      contractDate: beginDate,
      area: 20,
      monthlyPayment: 1_500_000,
      beginDate,
      endDate,
    }),
  );
  expect(created.status).toBe(201);
  const confirmed = await lessee.post(`/contracts/${created.body.id}/confirm`);
  expect(confirmed.status).toBe(200);
  return created.body.id as string;
}

const jobsAddedBefore = async (t: TestApp, contracts: string[], at: number) =>
  (await contractQueue(t).getJobs(['delayed', 'wait', 'active', 'completed', 'failed'], 0, -1)).filter(
    (j) => contracts.includes((j.data as { contractId?: string }).contractId ?? '') && j.timestamp < at,
  );

const sweepsDone = async (t: TestApp) =>
  (await contractQueue(t).getCompleted(0, -1)).filter((j) => j.name === 'expiry-sweep').length;

const reminders = async (t: TestApp, id: string) =>
  (
    await sql<{ days: number }>(
      t.databaseUrl,
      "SELECT (data ->> 'daysBefore')::int AS days FROM events WHERE stream_id = $1 AND type = 'ContractExpiryReminded'",
      [`contract-${id}`],
    )
  ).map((r) => r.days);

describe('Redis emptied: the scheduled work comes back by itself', () => {
  // 08:00 in Tashkent today: contracts are made now, and the clock moves on before Redis is emptied.
  const today = tashkentDate(new Date());
  const plusDays = (n: number) => tashkentDate(new Date(Date.parse(`${today}T12:00:00+05:00`) + n * 24 * 3600_000));
  const clock = new TestClock(new Date(`${today}T08:00:00+05:00`));
  let t: TestApp;
  let lessor: ApiClient;
  let lessee: ApiClient;
  let registration: RegistrationParties;
  const mine: string[] = [];
  let dueMeanwhile = '';
  let before: string[] = [];
  // A contract agreed to end on 1 January next year: its end's job is named by the acceptance's event.
  const nextYear = Number(today.slice(0, 4)) + 1;
  let acceptance = '';

  beforeAll(async () => {
    t = await startApp(CHECK, clock);
    // The first restore of a new namespace runs the sweep; it is over before the contracts are made.
    await eventually(
      () => marker(t),
      (m) => m === 'done',
    );
    await eventually(
      () => sweepsDone(t),
      (n) => n >= 1,
    );
    const side = await partiesOn(t);
    registration = side.registration;
    [lessor, lessee] = await Promise.all([
      ApiClient.signIn(t.baseUrl, side.owner),
      ApiClient.signIn(t.baseUrl, side.person),
    ]);
    // Half a year ahead (expiry and three reminders), twenty days (expiry and two), and ten days, whose
    // ten-day reminder is due at 09:00 today, an hour after the clock.
    mine.push(await approvedContract(lessor, lessee, registration, 'RL-200', today, plusDays(200)));
    mine.push(await approvedContract(lessor, lessee, registration, 'RL-20', today, plusDays(20)));
    dueMeanwhile = await approvedContract(lessor, lessee, registration, 'RL-10', today, plusDays(10));
    mine.push(dueMeanwhile);
    // A letter of guarantee to the entity registered three days ago: checked after its deadline.
    const newEntity = await aLegalEntity(t, { registeredAt: plusDays(-3) });
    const letter = await lessor.post(
      '/contracts',
      aRegistration(
        { ...registration, lesseeId: newEntity.partyId },
        {
          kind: 'LETTER_OF_GUARANTEE',
          contractNumber: 'RL-LG',
          contractDate: today,
          area: 50,
          beginDate: plusDays(1),
          endDate: plusDays(365),
        },
      ),
    );
    expect(letter.status).toBe(201);
    mine.push(letter.body.id as string);
    const cancelling = await approvedContract(lessor, lessee, registration, 'RL-CY', today, `${nextYear}-12-31`);
    const asked = await lessee.post(`/contracts/${cancelling}/request-cancellation`, {
      reason: 'Tugatamiz',
      effectiveYear: nextYear,
    });
    expect(asked.status).toBe(200);
    expect((await lessor.post(`/contracts/${cancelling}/accept-cancellation`)).status).toBe(200);
    mine.push(cancelling);
    acceptance = (
      await sql<{ id: string }>(
        t.databaseUrl,
        "SELECT event_id AS id FROM events WHERE stream_id = $1 AND type = 'CancellationAccepted'",
        [`contract-${cancelling}`],
      )
    )[0]!.id;
    await t.app.get(ProjectorRunner).catchUp();
    before = await jobsOf(t, mine);
  });
  afterAll(() => t.close());

  it('the reactor scheduled them with ids of the contract and its date', () => {
    const [longest, twenty, ten, letter, cancelling] = mine;
    const end = `${nextYear}-12-31`;
    expect(before).toEqual(
      [
        `expire_${longest}_${plusDays(200)} expire-contract ${longest} ${plusDays(200)}`,
        ...[31, 10, 0].map(
          (d) => `remind_${longest}_${plusDays(200)}_${d} remind-expiry ${longest} ${plusDays(200)} ${d}`,
        ),
        `expire_${twenty}_${plusDays(20)} expire-contract ${twenty} ${plusDays(20)}`,
        ...[10, 0].map((d) => `remind_${twenty}_${plusDays(20)}_${d} remind-expiry ${twenty} ${plusDays(20)} ${d}`),
        `expire_${ten}_${plusDays(10)} expire-contract ${ten} ${plusDays(10)}`,
        ...[10, 0].map((d) => `remind_${ten}_${plusDays(10)}_${d} remind-expiry ${ten} ${plusDays(10)} ${d}`),
        // The entity was registered three days ago: ten days from then.
        `guarantee_${letter}_${plusDays(7)} check-guarantee ${letter} ${plusDays(7)}`,
        `expire_${cancelling}_${end} expire-contract ${cancelling} ${end}`,
        ...[31, 10, 0].map((d) => `remind_${cancelling}_${end}_${d} remind-expiry ${cancelling} ${end} ${d}`),
        `cancel_${acceptance} end-cancelled-contract ${cancelling} ${nextYear}`,
      ].sort(),
    );
  });

  it('after a flush, every job comes back once with its id, the sweep scheduler is there again without a restart, and what fell due meanwhile is done', async () => {
    const queue = contractQueue(t);
    expect(await queue.getJobScheduler('expiry-sweep')).toBeDefined();
    // 09:30: the ten-day reminder of RL-10 fell due while Redis was empty; its delayed job (an hour of
    // real time away) is lost with the rest.
    clock.set(`${today}T09:30:00+05:00`);
    const flushed = Date.now();
    expect(await emptyRedis(t)).toBeGreaterThan(0);

    expect(
      await eventually(
        () => marker(t),
        (m) => m === 'done',
      ),
    ).toBe('done');
    expect(await queue.getJobScheduler('expiry-sweep')).toMatchObject({ pattern: '0 5 0 * * *', tz: 'Asia/Tashkent' });
    // The passed reminder is not scheduled again; the sweep run after the restore sent it, once.
    const passed = `remind_${dueMeanwhile}_${plusDays(10)}_10 remind-expiry ${dueMeanwhile} ${plusDays(10)} 10`;
    expect(await jobsOf(t, mine)).toEqual(before.filter((j) => j !== passed));
    // Made anew after the flush, not left over from before it.
    expect((await jobsAddedBefore(t, mine, flushed)).length).toBe(0);
    expect(
      await eventually(
        () => reminders(t, dueMeanwhile),
        (r) => r.length > 0,
      ),
    ).toEqual([10]);
  });

  it('a restore done again (only the marker lost) adds nothing twice and sends nothing twice', async () => {
    const restored = await jobsOf(t, mine);
    await t.app.get<Redis>(REDIS).del(`${namespaceOf(t)}:restored`);
    expect(
      await eventually(
        () => marker(t),
        (m) => m === 'done',
      ),
    ).toBe('done');
    expect(await jobsOf(t, mine)).toEqual(restored);
    // The sweep ran again after this restore: wait for it, then the reminder is still the one.
    await eventually(
      () => sweepsDone(t),
      (n) => n >= 2,
    );
    expect(await reminders(t, dueMeanwhile)).toEqual([10]);
  });

  it('a contract the reactor scheduled but the summary had not shown yet is restored too', async () => {
    // The summary is held back: its runner's lock (one per projection, `projection:<name>`) is taken here.
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [`projection:${contractSummaryProjection.name}`]);
    let lagging = '';
    try {
      // Fresh clients: the lessee's next command must not wait to read its own last write.
      const [l, e] = [new ApiClient(t.baseUrl, lessor.token), new ApiClient(t.baseUrl, lessee.token)];
      lagging = await approvedContract(l, e, registration, 'RL-LAG', today, plusDays(100));
      await t.app.get(ProjectorRunner).catchUp();
      expect(await jobsOf(t, [lagging])).toHaveLength(4);
      expect(await sql(t.databaseUrl, 'SELECT 1 FROM contract_summary WHERE id = $1', [lagging])).toEqual([]);

      await emptyRedis(t);
      // The restore starts, and waits for the summary to reach the reactor's checkpoint.
      expect(
        await eventually(
          () => marker(t),
          (m) => m?.startsWith('restoring') ?? false,
        ),
      ).toMatch(/^restoring /);
      expect(await jobsOf(t, [lagging])).toEqual([]);
    } finally {
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [`projection:${contractSummaryProjection.name}`]);
      await holder.end();
    }
    expect(
      await eventually(
        () => marker(t),
        (m) => m === 'done',
      ),
    ).toBe('done');
    expect(await jobsOf(t, [lagging])).toEqual(
      [
        `expire_${lagging}_${plusDays(100)} expire-contract ${lagging} ${plusDays(100)}`,
        ...[31, 10, 0].map(
          (d) => `remind_${lagging}_${plusDays(100)}_${d} remind-expiry ${lagging} ${plusDays(100)} ${d}`,
        ),
      ].sort(),
    );
  });
});

// The SMS notices (a phone changed, invoices due, a declaration) lived only in Redis until their gateway
// took them: one emptied meanwhile, as while a gateway is down for an hour, lost every notice waiting.
describe('Redis emptied while SMS notices wait: each still reaches its phone, once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(CHECK);
  });
  afterAll(() => t.close());

  it('the number an account left is told of the change though Redis lost the SMS before it went out', async () => {
    const party = await aLegalEntity(t);
    const client = await ApiClient.signIn(t.baseUrl, party);
    const newPhone = `99876${party.phone.slice(5)}`;
    const [seenNew, seenOld] = [await smsIds(t.baseUrl, newPhone), await smsIds(t.baseUrl, party.phone)];
    const asked = await client.post('/account/phone', { phone: newPhone, password: party.password });
    expect(asked.status).toBe(200);
    const code = await smsCode(t.baseUrl, newPhone, seenNew);
    const oldCode = await smsCode(t.baseUrl, party.phone, seenOld);

    // The SMS queue holds its messages back (as a gateway down would) while the change is confirmed, and
    // Redis is emptied.
    const smsQueue = t.app.get<Queue>(getQueueToken(SMS_QUEUE));
    await smsQueue.pause();
    const seen = await smsIds(t.baseUrl, party.phone);
    const confirmed = await client.post('/account/phone/confirm', {
      challengeId: asked.body.challengeId,
      code,
      oldCode,
    });
    expect([confirmed.status, confirmed.body.phone]).toEqual([200, newPhone]);
    const held = await smsQueue.getJobs(['wait']);
    expect(held.map((j) => j.data.phone)).toEqual([party.phone]);
    // Emptied, Redis forgets the pause as well.
    await emptyRedis(t);

    const told = await eventually(
      async () => (await devSms(t.baseUrl, party.phone)).filter((m) => !seen.has(m.id)),
      (messages) => messages.length > 0,
    );
    expect(told.map((m) => m.text)).toEqual([expect.stringContaining('ga almashtirildi')]);
    // Once: relayed again after its job ended, it is found done and nothing more goes out.
    const noticeJob = `phone-changed_${asked.body.challengeId}`;
    expect(
      await eventually(
        () => smsQueue.getJobState(noticeJob),
        (state) => state === 'completed',
      ),
    ).toBe('completed');
    expect(await t.app.get(SmsNotices).relay()).toBe(0);
    await sleep(500);
    expect((await devSms(t.baseUrl, party.phone)).filter((m) => !seen.has(m.id))).toHaveLength(1);
    // The relay that queues what a Redis away at the time never took is scheduled again too.
    expect(await smsQueue.getJobScheduler('relay-notices')).toMatchObject({ name: 'relay-notices' });
  });

  it('a notice its gateway took, whose mark the database missed, is not sent again by the relay', async () => {
    const phone = '998771234500';
    await sql(t.databaseUrl, "INSERT INTO sms_notices (id, phone, text) VALUES ('unmarked-1', $1, 'Salom')", [phone]);
    await sql(
      t.databaseUrl,
      "INSERT INTO sms_deliveries (sms_id, phone, gateway, outcome, attempt) VALUES ('unmarked-1', $1, 'dev', 'sent', 1)",
      [phone],
    );
    expect(await t.app.get(SmsNotices).relay()).toBe(0);
    await sleep(500);
    expect(await devSms(t.baseUrl, phone)).toEqual([]);
  });
});

describe('two portals on one Redis with one QUEUE_PREFIX', () => {
  const prefix = `test-shared-${randomBytes(3).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([startApp({ QUEUE_PREFIX: prefix }), startApp({ QUEUE_PREFIX: prefix })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('each keeps its jobs under a namespace of its own database, and never sees the other’s', async () => {
    expect(namespaceOf(a)).toMatch(new RegExp(`^${prefix}-[0-9a-f]{12}$`));
    expect(namespaceOf(b)).toMatch(new RegExp(`^${prefix}-[0-9a-f]{12}$`));
    expect(namespaceOf(a)).not.toBe(namespaceOf(b));

    const today = tashkentDate(new Date());
    const end = tashkentDate(new Date(Date.now() + 90 * 24 * 3600_000));
    const { owner, person, registration } = await partiesOn(a);
    const [lessor, lessee] = await Promise.all([
      ApiClient.signIn(a.baseUrl, owner),
      ApiClient.signIn(a.baseUrl, person),
    ]);
    const id = await approvedContract(lessor, lessee, registration, 'TWO-1', today, end);
    await a.app.get(ProjectorRunner).catchUp();
    expect(await contractQueue(a).getJob(`expire_${id}_${end}`)).toBeDefined();
    expect(await contractQueue(b).getJob(`expire_${id}_${end}`)).toBeUndefined();
    expect(await jobsOf(b, [id])).toEqual([]);
    // Each has its own daily sweep.
    expect(
      await eventually(
        () => contractQueue(a).getJobScheduler('expiry-sweep'),
        (s) => s !== undefined,
      ),
    ).toBeDefined();
    expect(
      await eventually(
        () => contractQueue(b).getJobScheduler('expiry-sweep'),
        (s) => s !== undefined,
      ),
    ).toBeDefined();
  });
});

describe('Redis unreachable: what needs it answers 503 at once, and works again when it is back', () => {
  const relay = new TcpProxy('127.0.0.1', Number(new URL(REDIS_URL).port || 6379));
  let t: TestApp;
  /** The lessor who signs in, its lessee, and another entity that asks for a phone change. */
  let side: Awaited<ReturnType<typeof partiesOn>>;
  let legalParty: Party;
  const login = (a: Party) =>
    fetch(`${t.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: a.loginType, login: a.login, password: a.password }),
    });
  /** A refusal for want of Redis: 503, the code, the key, a Retry-After, and how long it took. */
  async function refused(request: () => Promise<Response>) {
    const started = Date.now();
    const res = await request();
    return {
      ms: Date.now() - started,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as unknown,
    };
  }
  const unavailable = {
    status: 503,
    retryAfter: '5',
    body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: MessageKeys.serviceUnavailable },
  };
  const signsIn = async () =>
    (await eventually(
      () =>
        ApiClient.signIn(t.baseUrl, side.owner).then(
          () => true,
          () => false,
        ),
      (ok) => ok,
    )) === true;

  // Redis is away from the start: the portal starts all the same.
  beforeAll(async () => {
    await relay.open();
    await relay.cut();
    t = await startApp({ REDIS_URL: `redis://127.0.0.1:${relay.port}`, ...CHECK });
    [side, legalParty] = [await partiesOn(t), await aLegalEntity(t)];
  });
  afterAll(async () => {
    // Closing empties its queues, which needs Redis.
    await relay.open().catch(() => undefined);
    await t?.close();
    await relay.cut();
  });

  it('the message is translated in all three languages', () => {
    for (const locale of ['uz-Latn', 'uz-Cyrl', 'ru']) {
      const messages = JSON.parse(
        readFileSync(new URL(`../../frontend/src/i18n/${locale}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      expect(messages[MessageKeys.serviceUnavailable]?.trim()).toBeTruthy();
    }
  });

  it('started without Redis: sign-in is refused at once, and the portal goes on once Redis comes', async () => {
    const res = await refused(() => login(side.owner));
    expect(res).toMatchObject(unavailable);
    expect(res.ms).toBeLessThan(1000);

    await relay.open();
    expect(await signsIn()).toBe(true);
    // Its first contact with Redis declared the daily sweep.
    expect(
      await eventually(
        () => contractQueue(t).getJobScheduler('expiry-sweep'),
        (s) => s !== undefined,
      ),
    ).toBeDefined();
  });

  it('Redis going down: sign-in, its code and a phone code are refused at once; contracts go on, and get their jobs once it is back', async () => {
    const [legal, lessor, lessee] = await Promise.all([
      ApiClient.signIn(t.baseUrl, legalParty),
      ApiClient.signIn(t.baseUrl, side.owner),
      ApiClient.signIn(t.baseUrl, side.person),
    ]);
    const challenge = (await (await login(side.owner)).json()) as { challengeId: string };
    await relay.cut();

    const res = await refused(() => login(side.owner));
    expect(res).toMatchObject(unavailable);
    expect(res.ms).toBeLessThan(1000);
    const code = await refused(() =>
      fetch(`${t.baseUrl}/auth/login/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ challengeId: challenge.challengeId, code: '123456' }),
      }),
    );
    expect(code).toMatchObject(unavailable);
    const phone = await refused(() =>
      fetch(`${t.baseUrl}/account/phone`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${legal.token}` },
        body: JSON.stringify({ phone: '998901112299', password: legalParty.password }),
      }),
    );
    expect(phone).toMatchObject(unavailable);
    expect(phone.ms).toBeLessThan(1000);
    expect((await legal.get('/contracts?range=[0,9]')).status).toBe(200);
    const today = tashkentDate(new Date());
    const end = tashkentDate(new Date(Date.now() + 60 * 24 * 3600_000));
    const id = await approvedContract(lessor, lessee, side.registration, 'DOWN-1', today, end);

    await relay.open();
    expect(await signsIn()).toBe(true);
    // The reactor waited for Redis, its checkpoint unmoved, and was never stalled for it.
    expect(
      await eventually(
        () => jobsOf(t, [id]),
        (jobs) => jobs.length === 4,
      ),
    ).toHaveLength(4);
    expect(await t.app.get(ProjectorRunner).stalled()).toEqual([]);
  });

  it('Redis away: a file of contracts is refused at once, and nothing of it is kept to be registered later', async () => {
    // Another party than the one that signs in above: its codes to one phone are limited.
    const lessor = await ApiClient.signIn(t.baseUrl, legalParty);
    const csv = [
      'rowId,contractNumber,contractDate,lesseeId,cadastralNumber,area,monthlyPayment,beginDate,endDate',
      `away-1,AWAY-1,2026-11-20,${side.person.partyId},${side.registration.cadastralNumber},10,900000,2026-12-01,2027-11-30`,
    ].join('\n');
    const upload = () =>
      fetch(`${t.baseUrl}/contracts/bulk-uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${lessor.token}`, 'content-type': 'text/csv' },
        body: csv,
      });
    await relay.cut();
    try {
      const res = await refused(upload);
      expect(res).toMatchObject(unavailable);
      expect(res.ms).toBeLessThan(1000);
    } finally {
      await relay.open();
    }
    expect(await sql(t.databaseUrl, 'SELECT id FROM bulk_uploads')).toEqual([]);
    // Once the portal sees Redis again, the same file is taken.
    expect(
      await eventually(
        async () => (await upload()).status,
        (status) => status === 202,
      ),
    ).toBe(202);
  });

  it('Redis not answering: sign-in is refused within the bound instead of hanging, and works once it answers', async () => {
    relay.freeze();
    try {
      const res = await refused(() => login(side.owner));
      expect(res).toMatchObject(unavailable);
      expect(res.ms).toBeLessThan(4000);
    } finally {
      relay.thaw();
    }
    expect(await signsIn()).toBe(true);
  });
});
