import { randomBytes } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import { type AppConfig, type Clock, CONTRACT_JOBS, createApp, type DemoAccount, demoAccounts, loadConfig, SMS_QUEUE } from '@rent/backend';
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
 * own on the real Redis (removed again on close).
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
      for (const name of [CONTRACT_JOBS, SMS_QUEUE]) await app.get<Queue>(getQueueToken(name)).obliterate({ force: true });
      await app.close();
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
    private readonly token?: string,
  ) {}

  static async signIn(baseUrl: string, role: DemoRole): Promise<ApiClient> {
    const a = demo(role);
    const res = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: a.loginType, login: a.login, password: a.password }),
    });
    if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status}`);
    const { token } = (await res.json()) as { token: string };
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
    const json = text ? (JSON.parse(text) as unknown) : undefined;
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
