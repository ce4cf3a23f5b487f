import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import {
  type AppConfig,
  CONTRACT_JOBS,
  ContractJobsProcessor,
  createApp,
  EXPORTS_QUEUE,
  loadConfig,
  QUEUE_NAMESPACE,
  SMS_QUEUE,
  type SmsMessage,
  SmsProcessor,
} from '@rent/backend';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { deleteKeysUnder } from './support/redis-keys.js';
import { ApiClient, type SignInAccount, type TestApp } from './support/test-app.js';
import { freshDatabase, sql } from './support/test-database.js';

// PROCESS_ROLE: an api process and a worker process on one database and one Redis, as a deployment runs
// them apart. The api appends and enqueues; only the worker projects and takes jobs.
const db = await freshDatabase();
const shared = {
  NODE_ENV: 'test',
  DATABASE_URL: db.url,
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  STATIC_DIR: '/nonexistent',
  PROJECTOR_POLL_MS: '200',
  READ_AFTER_TIMEOUT_MS: '1500',
  QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
  // Both sign and check the same tokens; an api process without one is refused (config.spec.ts).
  JWT_SECRET: randomBytes(32).toString('base64url'),
};
const started: NestExpressApplication[] = [];
async function start(role: AppConfig['PROCESS_ROLE']): Promise<TestApp> {
  const app = await createApp(loadConfig({ ...shared, PROCESS_ROLE: role, SEED_DEMO: role === 'api' ? '1' : '0' }));
  await app.listen(0, '127.0.0.1');
  started.push(app);
  const { port } = app.getHttpServer().address() as { port: number };
  return { app, baseUrl: `http://127.0.0.1:${port}/api`, databaseUrl: db.url, close: () => app.close() };
}

let api: TestApp;
let worker: TestApp | undefined;
let lessor: ApiClient;
let lessee: ApiClient;
let contractId: string;
let position: string;

const smsQueue = () => api.app.get<Queue<SmsMessage>>(getQueueToken(SMS_QUEUE));

/**
 * Signs in through the api process alone: the password, then the code read from the SMS job it queued
 * (no worker has sent it yet), from one browser's cookies.
 */
async function signInWithQueuedCode(who: SignInAccount): Promise<ApiClient> {
  const browser = new ApiClient(api.baseUrl);
  const login = await browser.post('/auth/login', { type: who.loginType, login: who.login, password: who.password });
  expect(login.status).toBe(200);
  const queued = (await smsQueue().getWaiting()).find((job) => job.data.phone === who.phone);
  const code = /\d{6}/.exec(queued?.data.text ?? '')?.[0];
  const confirmed = await browser.post('/auth/login/confirm', { challengeId: login.body.challengeId, code });
  expect(confirmed.status).toBe(200);
  return browser.withToken(confirmed.body.token as string);
}

beforeAll(async () => {
  api = await start('api');
});
afterAll(async () => {
  const namespace = api.app.get<string>(QUEUE_NAMESPACE);
  for (const name of [CONTRACT_JOBS, SMS_QUEUE, EXPORTS_QUEUE])
    await api.app.get<Queue>(getQueueToken(name)).obliterate({ force: true });
  for (const app of started.reverse()) await app.close();
  await deleteKeysUnder(namespace, 'redis://127.0.0.1:6379');
  await db.drop();
});

describe('an api process alone', () => {
  it('queues the sign-in codes and sends none: no processor of its runs', async () => {
    const [owner, person] = [await aLegalEntity(api), await anIndividual(api)];
    lessor = await signInWithQueuedCode(owner);
    lessee = await signInWithQueuedCode(person);
    expect(await smsQueue().getWaitingCount()).toBe(2);
    expect(api.app.get(SmsProcessor).worker.isRunning()).toBe(false);
    expect(api.app.get(ContractJobsProcessor).worker.isRunning()).toBe(false);

    const created = await lessor.post(
      '/contracts',
      aRegistration({ lesseeId: person.partyId, cadastralNumber: await aProperty(api, owner.partyId) }),
    );
    expect(created.status).toBe(201);
    ({ id: contractId, position } = created.body);
  });

  it('appends but moves no projection: a read after that write is refused as not caught up', async () => {
    const read = await lessee.readAfter(position).get('/contracts?filter={"box":"incoming"}');
    expect(read.status).toBe(503);
    expect(read.body.code).toBe('READ_NOT_CAUGHT_UP');
    expect(await sql(db.url, 'SELECT projection FROM projection_checkpoints WHERE position > 0')).toEqual([]);
  });
});

describe('with a worker process beside it', () => {
  beforeAll(async () => {
    worker = await start('worker');
  });

  it('the worker projects: the same read now finds the contract, and the queued codes went out', async () => {
    const read = await askedAgainWhileBehind(() =>
      lessee.readAfter(position).get('/contracts?filter={"box":"incoming"}'),
    );
    expect(read.status).toBe(200);
    expect(read.body.map((c: { id: string }) => c.id)).toEqual([contractId]);
    // The codes, beside the worker's own relay of SMS notices (sms-notices.ts).
    await waitUntil(
      async () => (await smsQueue().getCompleted()).filter((j) => j.name === 'send-sms').length === 2,
      15_000,
    );
    expect(worker!.app.get(SmsProcessor).worker.isRunning()).toBe(true);
  });

  it('the worker answers only its health and metrics over HTTP', async () => {
    expect((await fetch(`${worker!.baseUrl}/health`)).status).toBe(200);
    const refused = await fetch(`${worker!.baseUrl}/contracts`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${worker!.baseUrl.replace(/\/api$/, '')}/estate-list`)).status).toBe(404);
  });

  it('a party goes on through the api: the lessee confirms, and the lessor reads it after that write', async () => {
    const confirmed = await lessee.post(`/contracts/${contractId}/confirm`);
    expect(confirmed.status).toBe(200);
    const accepted = await askedAgainWhileBehind(() =>
      lessor.readAfter(confirmed.body.position).get('/contracts?filter={"box":"accepted"}'),
    );
    expect(accepted.body.map((c: { id: string }) => c.id)).toEqual([contractId]);
  });
});

/**
 * A read the api answered 503 READ_NOT_CAUGHT_UP is asked again, as the browser does (http.ts): the reads
 * here wait 1.5 s (so that the first test's refusal comes soon), and a worker just started, on a loaded
 * machine, can take longer than that to project what the api wrote.
 */
async function askedAgainWhileBehind<T extends { status: number; body: any }>(read: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    const answer = await read();
    if (answer.status !== 503 || answer.body?.code !== 'READ_NOT_CAUGHT_UP' || i === 10) return answer;
  }
}

async function waitUntil(done: () => Promise<boolean>, ms = 5000): Promise<void> {
  for (const until = Date.now() + ms; !(await done());) {
    if (Date.now() > until) throw new Error('not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
