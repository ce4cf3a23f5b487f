import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SERVICE_KINDS, type ServiceKindCode } from '@rent/domain';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/**
 * The one configuration of the backend, read once from the environment (and from `.env` at the
 * repository root when present) and validated here; nothing else reads process.env.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//).default('postgres://postgres@127.0.0.1:5432/rent_portal'),
    REDIS_URL: z.string().regex(/^rediss?:\/\//).default('redis://127.0.0.1:6379'),
    /** Keeps the queues of several portals (or test runs) on one Redis apart; the installation's id is added to it. */
    QUEUE_PREFIX: z.string().regex(/^[a-z0-9_-]{1,40}$/).default('rent'),
    /** How often each instance checks that Redis still holds the portal's keys; what it lost is restored. */
    REDIS_CHECK_MS: z.coerce.number().int().min(100).default(30_000),
    /** Signs the bearer tokens. Required in production; development makes one up per process. */
    JWT_SECRET: z.string().min(32).optional(),
    /** An access token's life: short, the refresh token renews it (and logout ends its session at once). */
    JWT_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
    /** A session's whole life, however often it is refreshed. */
    SESSION_TTL_SECONDS: z.coerce.number().int().positive().default(12 * 3600),
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
    /** Tries of an event a projection fails on (pauses of 0.2 s, 0.4 s, … between) before that projection stalls. */
    PROJECTION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
    /** When set, GET /api/metrics answers only a scraper that sends it as a bearer token. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** Every party step must carry an E-IMZO signature. On in production unless said otherwise. */
    SIGNATURE_REQUIRED: flag.optional(),
    /** The certificate authorities whose keys the portal trusts (PEM, one or more), and their revocation list. */
    SIGNING_CA_FILE: z.string().optional(),
    SIGNING_CRL_FILE: z.string().optional(),
    /** The RFC 3161 time-stamping authority (HTTP) that stamps signatures before they are sent; none: no stamps. */
    TIMESTAMP_AUTHORITY_URL: z.string().url().optional(),
    /** Multiplies every sign-in limit: for test runs and load tests that sign in far more often than people. */
    SIGN_IN_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
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
     * Service kinds switched off by the committee (comma-separated codes, e.g. `WAREHOUSE,STUDENT`): their
     * pages say "under development" and the API registers none of them.
     */
    SERVICES_OFF: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((k) => k.trim()).filter(Boolean))
      .pipe(z.array(z.enum(SERVICE_KINDS as [ServiceKindCode, ...ServiceKindCode[]]))),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is required in production' });
    }
    if (c.NODE_ENV === 'production' && !c.PUBLIC_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: 'PUBLIC_BASE_URL is required in production' });
    }
    if (c.NODE_ENV === 'production' && c.SMS_PROVIDER === 'dev') {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'a real SMS gateway (eskiz or playmobile) is required in production' });
    }
    const needs: Record<string, (keyof typeof c)[]> = { eskiz: ['ESKIZ_EMAIL', 'ESKIZ_PASSWORD'], playmobile: ['PLAYMOBILE_BASE_URL', 'PLAYMOBILE_LOGIN', 'PLAYMOBILE_PASSWORD'] };
    for (const name of needs[c.SMS_PROVIDER] ?? []) {
      if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required with SMS_PROVIDER=${c.SMS_PROVIDER}` });
    }
  });

export type AppConfig = Omit<z.infer<typeof schema>, 'JWT_SECRET' | 'SEED_DEMO' | 'SIGNATURE_REQUIRED' | 'PUBLIC_BASE_URL'> & {
  JWT_SECRET: string;
  PUBLIC_BASE_URL: string;
  SEED_DEMO: boolean;
  SIGNATURE_REQUIRED: boolean;
};

export const APP_CONFIG = Symbol('AppConfig');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const envFile = here('../../../.env');
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    // Names the variables only: their values may be secrets.
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const c = parsed.data;
  return {
    ...c,
    JWT_SECRET: c.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    PUBLIC_BASE_URL: c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`,
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV === 'development',
    SIGNATURE_REQUIRED: c.SIGNATURE_REQUIRED ?? c.NODE_ENV === 'production',
    ...overrides,
  };
}
