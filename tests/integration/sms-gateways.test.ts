import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import {
  EskizSmsProvider,
  PlaymobileSmsProvider,
  SMS_QUEUE,
  SmsNotices,
  SmsProcessor,
  SmsRejectedError,
  SmsService,
} from '@rent/backend';
import { FakeGateway, formFields, type Received } from './support/fake-sms-gateways.js';
import { killedPastLimit } from './support/stalled-jobs.js';
import { sql } from './support/test-database.js';
import { startApp, type TestApp } from './support/test-app.js';

// Issue 5: the real gateways' code against local servers that speak their APIs (domain-facts), including
// their refusals and an expired token; and the queue that sends every SMS, with retries.
const message = (n: number) => ({ id: `m-${n}`, phone: '998901234567', text: `Kod: 12345${n}` });

describe('Eskiz', () => {
  let gateway: FakeGateway;
  const valid = new Set<string>();
  let issued = 0;
  let refreshWorks = true;
  let nextSend: { status: number; json: unknown } | null = null;

  beforeAll(async () => {
    gateway = await FakeGateway.start((r: Received) => {
      const bearer = r.authorization?.replace(/^Bearer /, '') ?? '';
      if (r.method === 'POST' && r.path === '/api/auth/login') {
        const f = formFields(r);
        if (f.email !== 'portal@soliq.uz' || f.password !== 'secret')
          return { status: 401, json: { message: 'Invalid credentials' } };
        const token = `token-${++issued}`;
        valid.add(token);
        return { status: 200, json: { message: 'token_generated', data: { token } } };
      }
      if (r.method === 'PATCH' && r.path === '/api/auth/refresh') {
        if (!refreshWorks || !bearer.startsWith('token-')) return { status: 401, json: { message: 'Unauthenticated' } };
        const token = `token-${++issued}`;
        valid.add(token);
        return { status: 200, json: { message: 'token_generated', data: { token } } };
      }
      if (r.method === 'POST' && r.path === '/api/message/sms/send') {
        if (!valid.has(bearer)) return { status: 401, json: { message: 'Expired' } };
        const answer = nextSend ?? {
          status: 200,
          json: { id: 'e-1', status: 'waiting', message: 'Waiting for SMS provider' },
        };
        nextSend = null;
        return answer;
      }
      return { status: 404, json: { message: 'Not found' } };
    });
  });
  afterAll(() => gateway.close());

  const provider = () =>
    new EskizSmsProvider({ baseUrl: gateway.url, email: 'portal@soliq.uz', password: 'secret', from: '4546' });
  const sends = () => gateway.received.filter((r) => r.path === '/api/message/sms/send');

  it('signs in once, then sends each message as a form with the bearer token', async () => {
    const eskiz = provider();
    await eskiz.send(message(1));
    await eskiz.send(message(2));
    expect(gateway.received.filter((r) => r.path === '/api/auth/login')).toHaveLength(1);
    expect(sends().map((r) => [r.authorization, formFields(r)])).toEqual([
      ['Bearer token-1', { mobile_phone: '998901234567', message: 'Kod: 123451', from: '4546' }],
      ['Bearer token-1', { mobile_phone: '998901234567', message: 'Kod: 123452', from: '4546' }],
    ]);
  });

  it('an expired token is refreshed and the message sent again; when refreshing fails too, it signs in afresh', async () => {
    const eskiz = provider();
    await eskiz.send(message(3));
    valid.clear();
    await eskiz.send(message(4));
    expect(gateway.received.at(-3)).toMatchObject({ method: 'POST', path: '/api/message/sms/send' });
    expect(gateway.received.at(-2)).toMatchObject({ method: 'PATCH', path: '/api/auth/refresh' });
    expect(formFields(gateway.received.at(-1)!)).toMatchObject({ message: 'Kod: 123454' });

    valid.clear();
    refreshWorks = false;
    await eskiz.send(message(5));
    expect(gateway.received.slice(-4).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/message/sms/send',
      'PATCH /api/auth/refresh',
      'POST /api/auth/login',
      'POST /api/message/sms/send',
    ]);
    refreshWorks = true;
  });

  it('a refusal (a bad number) is final; a gateway error is worth another try; wrong credentials fail', async () => {
    const eskiz = provider();
    nextSend = { status: 400, json: { message: 'Invalid mobile phone' } };
    await expect(eskiz.send(message(6))).rejects.toBeInstanceOf(SmsRejectedError);
    nextSend = { status: 500, json: { message: 'Server error' } };
    const failure = await eskiz.send(message(7)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(SmsRejectedError);
    const wrong = new EskizSmsProvider({
      baseUrl: gateway.url,
      email: 'portal@soliq.uz',
      password: 'wrong',
      from: '4546',
    });
    await expect(wrong.send(message(8))).rejects.toThrow('eskiz login failed (401)');
  });
});

describe('Playmobile', () => {
  let gateway: FakeGateway;
  let answers: { status: number; json?: unknown }[] = [];
  beforeAll(async () => {
    gateway = await FakeGateway.start((r) => {
      if (r.path !== '/broker-api/send') return { status: 404 };
      if (r.authorization !== `Basic ${Buffer.from('portal:secret').toString('base64')}`)
        return { status: 401, json: { 'error-code': 'AUTH', 'error-description': 'Unauthorized' } };
      return answers.shift() ?? { status: 200 };
    });
  });
  afterAll(() => gateway.close());

  it('sends one message as a JSON batch with Basic auth', async () => {
    await new PlaymobileSmsProvider({
      baseUrl: gateway.url,
      login: 'portal',
      password: 'secret',
      originator: '3700',
    }).send(message(1));
    expect(JSON.parse(gateway.received.at(-1)!.body)).toEqual({
      messages: [
        {
          recipient: '998901234567',
          'message-id': 'm-1',
          sms: { originator: '3700', content: { text: 'Kod: 123451' } },
        },
      ],
    });
  });

  it('its error answer is a final refusal naming the code; 5xx and bad credentials are worth another try', async () => {
    const playmobile = new PlaymobileSmsProvider({
      baseUrl: gateway.url,
      login: 'portal',
      password: 'secret',
      originator: '3700',
    });
    answers = [
      { status: 400, json: { 'error-code': 'INVALID_RECIPIENT', 'error-description': 'Recipient is not valid' } },
    ];
    await expect(playmobile.send(message(2))).rejects.toThrow(
      new SmsRejectedError('playmobile', 'INVALID_RECIPIENT Recipient is not valid'),
    );
    answers = [{ status: 503 }];
    await expect(playmobile.send(message(3))).rejects.not.toBeInstanceOf(SmsRejectedError);
    const wrong = new PlaymobileSmsProvider({
      baseUrl: gateway.url,
      login: 'portal',
      password: 'wrong',
      originator: '3700',
    });
    await expect(wrong.send(message(4))).rejects.not.toBeInstanceOf(SmsRejectedError);
  });
});

describe('the SMS queue of the running portal', () => {
  let t: TestApp;
  let gateway: FakeGateway;
  let answers: { status: number; json?: unknown }[] = [];
  beforeAll(async () => {
    gateway = await FakeGateway.start(() => answers.shift() ?? { status: 200 });
    t = await startApp({
      SMS_PROVIDER: 'playmobile',
      PLAYMOBILE_BASE_URL: gateway.url,
      PLAYMOBILE_LOGIN: 'portal',
      PLAYMOBILE_PASSWORD: 'secret',
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const settled = async (queue: Queue, id: string) => {
    for (let i = 0; i < 100; i++) {
      // The state first: a job read before it could finish in between, its count of tries one short.
      const state = await queue.getJobState(id);
      if (state === 'completed' || state === 'failed')
        return { state, attempts: (await queue.getJob(id))!.attemptsMade };
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the SMS job did not settle');
  };

  it('a gateway that fails for a while gets the message on a later try; a refused one is not tried again', async () => {
    const sms = t.app.get(SmsService);
    const queue = t.app.get<Queue>(getQueueToken(SMS_QUEUE));
    answers = [{ status: 503 }, { status: 502 }];
    const id = await sms.send('998901234567', 'Salom');
    expect(await settled(queue, id)).toEqual({ state: 'completed', attempts: 3 });
    expect(gateway.received.map((r) => JSON.parse(r.body).messages[0]['message-id'])).toEqual([id, id, id]);

    answers = [
      { status: 400, json: { 'error-code': 'INVALID_RECIPIENT', 'error-description': 'Recipient is not valid' } },
    ];
    const refused = await sms.send('998000000000', 'Salom');
    expect(await settled(queue, refused)).toEqual({ state: 'failed', attempts: 1 });
  });

  it('a notice whose job BullMQ gives up after its workers died is given up as after its last try, not held open for the week', async () => {
    const queue = t.app.get<Queue>(getQueueToken(SMS_QUEUE));
    const id = await killedPastLimit(t.app.get(SmsProcessor), queue, async () => {
      const notice = `killed-notice-${Date.now()}`;
      await t.app.get(SmsNotices).notify('998901234568', 'Telefon raqamingiz o‘zgartirildi', notice);
      return notice;
    });
    expect(await settled(queue, id)).toMatchObject({ state: 'failed' });
    const done = async () =>
      (
        await sql<{ done: boolean }>(
          t.databaseUrl,
          'SELECT done_at IS NOT NULL AS done FROM sms_notices WHERE id = $1',
          [id],
        )
      )[0]?.done;
    for (let i = 0; i < 50 && !(await done()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await done()).toBe(true);
  });
});
