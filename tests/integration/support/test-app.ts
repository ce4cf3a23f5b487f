import { randomBytes } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import { type AppConfig, type Clock, CONTRACT_JOBS, createApp, type DemoAccount, demoAccounts, EXPORTS_QUEUE, loadConfig, QUEUE_NAMESPACE, SMS_QUEUE } from '@rent/backend';
import { deleteKeysUnder } from './redis-keys.js';
import { freshDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  baseUrl: string;
  databaseUrl: string;
  close: () => Promise<void>;
}

/** A clock a test can set: commands and jobs take their `now` from it. */
export class TestClock implements Clock {
  constructor(private current: Date = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  set(iso: string): void {
    this.current = new Date(iso);
  }
}

/**
 * The real application on a free port, over a fresh database with the demo data, with queues of its
 * own on the real Redis (removed again on close, with every other key of its namespace).
 */
export async function startApp(overrides: Partial<Record<keyof AppConfig, string>> = {}, clock?: Clock): Promise<TestApp> {
  const db = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SEED_DEMO: '1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    STATIC_DIR: '/nonexistent',
    PROJECTOR_POLL_MS: '200',
    QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    ...overrides,
  });
  const app = await createApp(config, { clock });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}/api`,
    databaseUrl: db.url,
    close: async () => {
      const namespace = app.get<string>(QUEUE_NAMESPACE);
      for (const name of [CONTRACT_JOBS, SMS_QUEUE, EXPORTS_QUEUE]) await app.get<Queue>(getQueueToken(name)).obliterate({ force: true });
      await app.close();
      // What the queues leave: the sign-in counters and the restore marker.
      await deleteKeysUnder(namespace, config.REDIS_URL);
      await db.drop();
    },
  };
}

export type DemoRole = 'lessor' | 'legal' | 'individual' | 'yatt' | 'student' | 'operator';
const ROLE_INDEX: Record<DemoRole, number> = { lessor: 0, legal: 1, individual: 2, yatt: 3, student: 4, operator: 5 };
export const demo = (role: DemoRole): DemoAccount => demoAccounts[ROLE_INDEX[role]]!;

/** A small client that speaks to the API as one signed-in party, as the frontend does. */
export class ApiClient {
  private lastPosition: string | undefined;

  constructor(
    private readonly baseUrl: string,
    readonly token?: string,
  ) {}

  /** Signs in as the frontend does: the password, then the code the development SMS gateway received. */
  static async signIn(baseUrl: string, role: DemoRole): Promise<ApiClient> {
    const a = demo(role);
    const seen = await smsIds(baseUrl, a.phone);
    const res = await postJson(`${baseUrl}/auth/login`, { type: a.loginType, login: a.login, password: a.password });
    if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status}`);
    const { challengeId } = (await res.json()) as { challengeId: string };
    const code = await smsCode(baseUrl, a.phone, seen);
    const confirmed = await postJson(`${baseUrl}/auth/login/confirm`, { challengeId, code });
    if (confirmed.status !== 200) throw new Error(`sign-in code for ${role} refused: ${confirmed.status}`);
    const { token } = (await confirmed.json()) as { token: string };
    return new ApiClient(baseUrl, token);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.lastPosition ? { 'x-read-after': this.lastPosition } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // A file (a certificate, a guide) is not JSON: its text stands for it.
    const json = text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text || undefined;
    if (json && typeof json === 'object' && 'position' in json) this.lastPosition = String(json.position);
    return { status: res.status, body: json as any, headers: res.headers };
  }

  /** The position of this client's last write, as the frontend keeps it. */
  get lastWrite(): string | undefined {
    return this.lastPosition;
  }

  /** Reads from now on wait for another client's write too (as if the other party's change had reached us). */
  readAfter(position: string): this {
    this.lastPosition = position;
    return this;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
}

const postJson = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

interface DevSms {
  id: string;
  text: string;
}

/** The messages the development SMS gateway holds for a phone, newest first. */
export async function devSms(baseUrl: string, phone: string): Promise<DevSms[]> {
  const res = await fetch(`${baseUrl}/dev/sms?phone=${phone}`);
  if (res.status !== 200) throw new Error(`dev SMS: ${res.status}`);
  return (await res.json()) as DevSms[];
}

export const smsIds = async (baseUrl: string, phone: string) => new Set((await devSms(baseUrl, phone)).map((m) => m.id));

/** The sign-in code of the first SMS to `phone` not among `seen` (the queue sends it a moment later). */
export async function smsCode(baseUrl: string, phone: string, seen: Set<string>): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const fresh = (await devSms(baseUrl, phone)).find((m) => !seen.has(m.id));
    const code = fresh && /kodi (\d{6})/.exec(fresh.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no sign-in code reached ${phone}`);
}
