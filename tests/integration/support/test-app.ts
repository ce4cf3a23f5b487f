import { randomBytes } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import {
  type AppConfig,
  type Clock,
  CONTRACT_JOBS,
  createApp,
  type DemoAccount,
  demoAccounts,
  EXPORTS_QUEUE,
  loadConfig,
  QUEUE_NAMESPACE,
  SMS_QUEUE,
} from '@rent/backend';
import { comparePositions, type DevSms, parsePosition } from '@rent/domain';
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
export async function startApp(
  overrides: Partial<Record<keyof AppConfig, string>> = {},
  clock?: Clock,
): Promise<TestApp> {
  const db = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SEED_DEMO: '1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    STATIC_DIR: '/nonexistent',
    PROJECTOR_POLL_MS: '200',
    // A read waits up to 10 s for the caller's last write, not 3: with two files at once on two cores a
    // projection can be seconds behind, and the client here does not ask again after a 503 as a browser
    // does. A test of the 503 itself sets its own.
    READ_AFTER_TIMEOUT_MS: '10000',
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
      for (const name of [CONTRACT_JOBS, SMS_QUEUE, EXPORTS_QUEUE])
        await app.get<Queue>(getQueueToken(name)).obliterate({ force: true });
      await app.close();
      // What the queues leave: the sign-in counters and the restore marker.
      await deleteKeysUnder(namespace, config.REDIS_URL);
      await db.drop();
    },
  };
}

/** What signing in takes: the login, its kind and password, and the phone the code goes to. */
export type SignInAccount = Pick<DemoAccount, 'loginType' | 'login' | 'password' | 'phone'>;

export type DemoRole = 'lessor' | 'legal' | 'individual' | 'yatt' | 'student' | 'operator' | 'supervisor' | 'admin';
const ROLE_INDEX: Record<DemoRole, number> = {
  lessor: 0,
  legal: 1,
  individual: 2,
  yatt: 3,
  student: 4,
  operator: 5,
  supervisor: 6,
  admin: 7,
};
export const demo = (role: DemoRole): DemoAccount => demoAccounts[ROLE_INDEX[role]]!;

/** A cookie as the API set it: its value, the path it is sent to, and the whole Set-Cookie line. */
export interface JarCookie {
  value: string;
  path: string;
  setCookie: string;
}

/**
 * The cookies one browser keeps for the portal: what the API set, sent back only to the paths they
 * name (the sign-in secret to /api/auth, the refresh token to /api/auth/refresh), as a browser does.
 */
export class CookieJar {
  private readonly cookies = new Map<string, JarCookie>();

  /** Keeps what an answer set; a cookie set to expire is dropped. */
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attribute('expires');
      if ((expires && Date.parse(expires) <= Date.now()) || Number(attribute('max-age') ?? 1) <= 0)
        this.cookies.delete(name);
      else
        this.cookies.set(name, { value: pair.slice(name.length + 1), path: attribute('path') ?? '/', setCookie: line });
    }
  }

  /** The Cookie header for a request to `url` (RFC 6265 §5.1.4 path matching), if any cookie goes there. */
  header(url: string): string | undefined {
    const path = new URL(url).pathname;
    const matches = (c: JarCookie) =>
      path === c.path || (path.startsWith(c.path) && (c.path.endsWith('/') || path[c.path.length] === '/'));
    const sent = [...this.cookies].filter(([, c]) => matches(c)).map(([name, c]) => `${name}=${c.value}`);
    return sent.length ? sent.join('; ') : undefined;
  }

  get(name: string): JarCookie | undefined {
    return this.cookies.get(name);
  }
}

/**
 * A small client that speaks to the API as one browser does: its cookies kept in its jar, and once signed
 * in, as one party with the access token.
 */
export class ApiClient {
  private lastPosition: string | undefined;

  constructor(
    private readonly baseUrl: string,
    readonly token?: string,
    readonly jar = new CookieJar(),
  ) {}

  /**
   * Signs in as the frontend does: the password, then the code the development SMS gateway received, from
   * one browser (the challenge is bound to the cookie the first step set). The client keeps the refresh
   * token's cookie. `who` is a demo account's role or an account of the test's own (fixtures/parties.ts).
   */
  static async signIn(
    baseUrl: string,
    who: DemoRole | SignInAccount,
    headers: Record<string, string> = {},
  ): Promise<ApiClient> {
    const a = typeof who === 'string' ? demo(who) : who;
    const role = typeof who === 'string' ? who : who.login;
    const browser = new ApiClient(baseUrl);
    const seen = await smsIds(baseUrl, a.phone);
    const res = await browser.request(
      'POST',
      '/auth/login',
      { type: a.loginType, login: a.login, password: a.password },
      headers,
    );
    if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status}`);
    const code = await signInCode(baseUrl, a.phone, seen);
    const confirmed = await browser.request(
      'POST',
      '/auth/login/confirm',
      { challengeId: res.body.challengeId, code },
      headers,
    );
    if (confirmed.status !== 200) throw new Error(`sign-in code for ${role} refused: ${confirmed.status}`);
    return new ApiClient(baseUrl, confirmed.body.token as string, browser.jar);
  }

  /** The same browser (its cookies) with another access token, as after a renewal. */
  withToken(token: string): ApiClient {
    return new ApiClient(this.baseUrl, token, this.jar);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const url = `${this.baseUrl}${path}`;
    const cookie = this.jar.header(url);
    const res = await fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.lastPosition ? { 'x-read-after': this.lastPosition } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.jar.take(res);
    const text = await res.text();
    // A file (a certificate, a guide) is not JSON: its text stands for it.
    const json =
      text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text || undefined;
    if (json && typeof json === 'object' && 'position' in json) this.readAfter(String(json.position));
    return { status: res.status, body: json as any, headers: res.headers };
  }

  /** The position of this client's last write, as the frontend keeps it. */
  get lastWrite(): string | undefined {
    return this.lastPosition;
  }

  /**
   * Reads from now on wait for this write too (another client's, as if the other party's change had reached
   * us). The furthest position is kept: writes answered out of order (several sent at once) must not leave
   * the reads waiting for an earlier one than some of them. A text that is no position is kept as given.
   */
  readAfter(position: string): this {
    const [next, kept] = [parsePosition(position), this.lastPosition && parsePosition(this.lastPosition)];
    if (!next || !kept || comparePositions(next, kept) > 0) this.lastPosition = position;
    return this;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
}

/** A sign-in code's message (one-time-codes.ts), not a phone change's code sent to the same number. */
const SIGN_IN_CODE = /kirish kodi (\d{6})/;

/** The messages the development SMS gateway holds for a phone, newest first. */
export async function devSms(baseUrl: string, phone: string): Promise<DevSms[]> {
  const res = await fetch(`${baseUrl}/dev/sms?phone=${phone}`);
  if (res.status !== 200) throw new Error(`dev SMS: ${res.status}`);
  return (await res.json()) as DevSms[];
}

export const smsIds = async (baseUrl: string, phone: string) =>
  new Set((await devSms(baseUrl, phone)).map((m) => m.id));

/**
 * The code of the newest SMS to `phone` not among `seen` that holds one (the queue sends it a moment later);
 * `kind` narrows it to one sort of message, as a phone change's code to the old number can arrive meanwhile.
 */
export async function smsCode(
  baseUrl: string,
  phone: string,
  seen: Set<string>,
  kind = /kodi (\d{6})/,
): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const fresh = (await devSms(baseUrl, phone)).filter((m) => !seen.has(m.id));
    const code = fresh.map((m) => kind.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no sign-in code reached ${phone}`);
}

/** The code of a sign-in (a password's or a resend's) that reached `phone` since `seen`. */
export const signInCode = (baseUrl: string, phone: string, seen: Set<string>) =>
  smsCode(baseUrl, phone, seen, SIGN_IN_CODE);
