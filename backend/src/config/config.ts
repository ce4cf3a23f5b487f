import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy.js';
import { PROCESS_ROLES } from './process-role.js';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
/** The checkout's development settings: `npm start` writes a JWT secret there. Production never reads it. */
const DEVELOPMENT_ENV_FILE = here('../../../.env');
/** The development E-IMZO helper's CA, keys and lists (`npm run eimzo-dev`): anyone with the checkout can sign with them. */
const DEVELOPMENT_SIGNING_DIR = '.eimzo-dev';
const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * The one configuration of the backend, read once from the environment (and, outside production, from
 * `.env` at the repository root when present) and validated here; nothing else reads process.env.
 */
const schema = z
  .object({
    /**
     * No default: a process that is not told it is development or test must not become one (a demo operator,
     * every SMS code on /api/dev/sms, no signatures). `npm start`, the tests and the benchmarks set it.
     */
    NODE_ENV: z.enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be set to development, test or production (npm start sets development)',
    }),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** What this process does: serve the API, run the background work, or both (process-role.ts). */
    PROCESS_ROLE: z.enum(PROCESS_ROLES).default('all'),
    /** The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (trust-proxy.ts); by default none. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((text, ctx) => {
        const setting = parseTrustProxy(text);
        if (setting !== undefined) return setting;
        ctx.addIssue({
          code: 'custom',
          message: 'false, a number of hops, or addresses, subnets, loopback, linklocal, uniquelocal (comma-separated)',
        });
        return z.NEVER;
      }),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .default('postgres://postgres@127.0.0.1:5432/rent_portal'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//)
      .default('redis://127.0.0.1:6379'),
    /** Keeps the queues of several portals (or test runs) on one Redis apart; the installation's id is added to it. */
    QUEUE_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/)
      .default('rent'),
    /** How often each instance checks that Redis still holds the portal's keys; what it lost is restored. */
    REDIS_CHECK_MS: z.coerce.number().int().min(100).default(30_000),
    /** Signs the bearer tokens. Required in production; development makes one up per process. */
    JWT_SECRET: z.string().min(32).optional(),
    /** An access token's life: short, the refresh token renews it (and logout ends its session at once). */
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    /** A session's whole life, however often it is refreshed. */
    SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(12 * 3600),
    SEED_DEMO: flag.optional(),
    STATIC_DIR: z.string().default(here('../../../frontend/dist')),
    /**
     * Where people reach the portal, as printed documents link to it (a certificate's QR code). From
     * configuration, never from a request's Host header, which a caller could forge. Required in production.
     */
    PUBLIC_BASE_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** How long a read waits for the projections to reach the client's last write. */
    READ_AFTER_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
    PROJECTOR_POLL_MS: z.coerce.number().int().min(10).default(1000),
    /** /api/health/ready answers 503 while a read model lags the log by more than this. */
    READY_MAX_LAG_SECONDS: z.coerce.number().int().min(1).default(300),
    /** Tries of an event a projection fails on (pauses of 0.2 s, 0.4 s, … between) before that projection stalls. */
    PROJECTION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
    /** When set, GET /api/metrics answers only a scraper that sends it as a bearer token. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** Every party step must carry an E-IMZO signature. On in production unless said otherwise. */
    SIGNATURE_REQUIRED: flag.optional(),
    /** The certificate authorities whose keys the portal trusts (PEM, one or more), and their revocation list. */
    SIGNING_CA_FILE: z.string().optional(),
    SIGNING_CRL_FILE: z.string().optional(),
    /** Fetch a CA's list from the distribution point its certificates name when the file holds none current. */
    SIGNING_CRL_FETCH: flag.default(true),
    /** The CA's OCSP responder (HTTP), asked a key's standing before the lists; none: the lists alone. */
    SIGNING_OCSP_URL: z.string().url().optional(),
    /** The site keys E-IMZO's vendor issued per domain, "domain,key,domain,key": the browser registers them with the helper first. */
    EIMZO_API_KEYS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .refine((pairs) => pairs.length % 2 === 0, 'domain and key pairs'),
    /** The RFC 3161 time-stamping authority (HTTP) that stamps signatures before they are sent; none: no stamps. */
    TIMESTAMP_AUTHORITY_URL: z.string().url().optional(),
    /** Multiplies every sign-in limit: for test runs and load tests that sign in far more often than people. */
    SIGN_IN_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
    /** Requests one API key may make per minute (issue 21), counted in Redis across every instance. */
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** The outside identity provider (OpenID Connect); all four set, or third-party sign-in is off. */
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    /** The portal's `/auth-with-third-part` page as the provider knows it. */
    OIDC_REDIRECT_URI: z.string().url().optional(),
    /** The SMS gateway (domain-facts): `dev` keeps messages in the database for /dev/sms, never in production. */
    SMS_PROVIDER: z.enum(['dev', 'eskiz', 'playmobile']).default('dev'),
    ESKIZ_BASE_URL: z.string().url().default('https://notify.eskiz.uz'),
    ESKIZ_EMAIL: z.string().optional(),
    ESKIZ_PASSWORD: z.string().optional(),
    ESKIZ_FROM: z.string().default('4546'),
    PLAYMOBILE_BASE_URL: z.string().url().optional(),
    PLAYMOBILE_LOGIN: z.string().optional(),
    PLAYMOBILE_PASSWORD: z.string().optional(),
    PLAYMOBILE_ORIGINATOR: z.string().default('3700'),
    /**
     * Where attached documents' files are kept: `postgres` (chunks in the portal's database, the embedded
     * default) or `s3` (any S3-compatible store, the production choice: S3_BUCKET and, off AWS, S3_ENDPOINT).
     */
    ATTACHMENT_STORE: z.enum(['postgres', 's3']).default('postgres'),
    /**
     * Where the event log is kept: `postgres` (the portal's database, the default) or `kurrentdb` (a
     * KurrentDB 25.1 or later at KURRENTDB_URL, e.g. `kurrentdb://admin:changeit@127.0.0.1:2113?tls=false`).
     * The read models and their checkpoints stay in PostgreSQL either way.
     */
    EVENT_STORE: z.enum(['postgres', 'kurrentdb']).default('postgres'),
    KURRENTDB_URL: z
      .string()
      .regex(
        /^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\//,
        'a kurrentdb:// (or kurrentdb+discover://) connection string',
      )
      .optional(),
    /**
     * Tests only: moves this process's clock by so many milliseconds, so that processes a test spawns
     * together agree on a time of day their jobs are due (scale-out.test's reminders). Refused elsewhere.
     */
    TEST_CLOCK_OFFSET_MS: z.coerce.number().int().optional(),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** Path-style addresses (`endpoint/bucket/key`), as most S3-compatible stores outside AWS want. */
    S3_FORCE_PATH_STYLE: flag.default(false),
  })
  .superRefine((c, ctx) => {
    if (c.ATTACHMENT_STORE === 's3' && !c.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required with ATTACHMENT_STORE=s3' });
    if (c.EVENT_STORE === 'kurrentdb' && !c.KURRENTDB_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['KURRENTDB_URL'],
        message: 'KURRENTDB_URL is required with EVENT_STORE=kurrentdb',
      });
    if (c.TEST_CLOCK_OFFSET_MS !== undefined && c.NODE_ENV !== 'test')
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_OFFSET_MS'],
        message: 'TEST_CLOCK_OFFSET_MS moves the clock and is refused unless NODE_ENV is test',
      });
    if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is required in production' });
    }
    if (c.NODE_ENV === 'production' && !c.PUBLIC_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: 'PUBLIC_BASE_URL is required in production' });
    }
    // Signatures are on in production unless switched off on purpose: then the portal must know whom to
    // trust and the browser must be able to register the site with the helper, or no step could be signed.
    if (c.NODE_ENV === 'production' && c.SIGNATURE_REQUIRED !== false) {
      if (!c.SIGNING_CA_FILE)
        ctx.addIssue({
          code: 'custom',
          path: ['SIGNING_CA_FILE'],
          message: 'the trusted CAs are required in production while signatures are required',
        });
      if (c.EIMZO_API_KEYS.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['EIMZO_API_KEYS'],
          message: 'the E-IMZO site keys are required in production while signatures are required',
        });
    }
    if (c.NODE_ENV === 'production' && c.SMS_PROVIDER === 'dev') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'a real SMS gateway (eskiz or playmobile) is required in production',
      });
    }
    const needs: Record<string, (keyof typeof c)[]> = {
      eskiz: ['ESKIZ_EMAIL', 'ESKIZ_PASSWORD'],
      playmobile: ['PLAYMOBILE_BASE_URL', 'PLAYMOBILE_LOGIN', 'PLAYMOBILE_PASSWORD'],
    };
    for (const name of needs[c.SMS_PROVIDER] ?? []) {
      if (!c[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required with SMS_PROVIDER=${c.SMS_PROVIDER}`,
        });
    }
  });

export type AppConfig = Omit<
  z.infer<typeof schema>,
  'JWT_SECRET' | 'SEED_DEMO' | 'SIGNATURE_REQUIRED' | 'PUBLIC_BASE_URL'
> & {
  JWT_SECRET: string;
  PUBLIC_BASE_URL: string;
  SEED_DEMO: boolean;
  SIGNATURE_REQUIRED: boolean;
};

export const APP_CONFIG = Symbol('AppConfig');

const invalidConfiguration = (issues: string[]) => new Error(`Invalid configuration: ${issues.join('; ')}`);

/**
 * What production must not run with: the checkout's development secret (should someone copy it into the
 * environment), the development helper's CA or revocation list, the demo accounts (whose passwords the
 * README prints), or sign-in limits lifted for test runs.
 */
function developmentLeftovers(c: z.infer<typeof schema>, developmentFile: string): string[] {
  const issues: string[] = [];
  if (
    c.JWT_SECRET &&
    existsSync(developmentFile) &&
    parseEnv(readFileSync(developmentFile, 'utf8')).JWT_SECRET === c.JWT_SECRET
  ) {
    issues.push("JWT_SECRET: is the checkout's development secret (.env); production needs its own");
  }
  for (const name of ['SIGNING_CA_FILE', 'SIGNING_CRL_FILE'] as const) {
    const file = c[name];
    if (file && resolve(file).split(sep).includes(DEVELOPMENT_SIGNING_DIR)) {
      issues.push(
        `${name}: is the development E-IMZO helper's (${DEVELOPMENT_SIGNING_DIR}/); production trusts the real CAs only`,
      );
    }
  }
  if (c.SEED_DEMO) issues.push('SEED_DEMO: the demo accounts and their published passwords never go into production');
  if (c.SIGN_IN_LIMIT_FACTOR !== 1)
    issues.push('SIGN_IN_LIMIT_FACTOR: is for test and load runs; production keeps the limits');
  return issues;
}

/**
 * The configuration of this process. `developmentFile` is the checkout's `.env`; tests name another.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
  developmentFile = DEVELOPMENT_ENV_FILE,
): AppConfig {
  // Whether this is production is read before any file: a file in the checkout can neither say it nor
  // slip development settings into production. Development and test runs read `.env` (npm start's secret).
  // The file fills only what the environment leaves out, as process.loadEnvFile would.
  const mode = env.NODE_ENV;
  const readsFile = env === process.env && mode !== undefined && mode !== 'production' && existsSync(developmentFile);
  const parsed = schema.safeParse(readsFile ? { ...parseEnv(readFileSync(developmentFile, 'utf8')), ...env } : env);
  // Names the variables only: their values may be secrets.
  if (!parsed.success) throw invalidConfiguration(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const c = parsed.data;
  const leftovers = c.NODE_ENV === 'production' ? developmentLeftovers(c, developmentFile) : [];
  // A secret of its own per process would make each api process refuse the tokens the others signed.
  if (c.PROCESS_ROLE === 'api' && !c.JWT_SECRET)
    leftovers.push(
      'JWT_SECRET: must be set when PROCESS_ROLE is api (every api process checks the tokens the others sign)',
    );
  if (leftovers.length) throw invalidConfiguration(leftovers);
  return {
    ...c,
    JWT_SECRET: c.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    PUBLIC_BASE_URL: c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`,
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV === 'development',
    SIGNATURE_REQUIRED: c.SIGNATURE_REQUIRED ?? c.NODE_ENV === 'production',
    ...overrides,
  };
}
