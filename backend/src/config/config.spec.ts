import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config.js';

// Issue 14 (security): production ran as development when NODE_ENV was left out (a demo operator, every
// SMS code on /api/dev/sms, no signatures), read the checkout's development `.env` secret, and trusted
// whatever proxy the code named.
const DEVELOPMENT_SECRET = 'development-secret-written-by-npm-start-0123456789';
const dir = mkdtempSync(join(tmpdir(), 'rp-config-'));
const developmentFile = join(dir, '.env');
writeFileSync(developmentFile, `JWT_SECRET=${DEVELOPMENT_SECRET}\n`);
const noFile = join(dir, 'none.env');

/** What a production deployment sets, all of it its own. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-from-the-vault-0123456789abcdef',
  PUBLIC_BASE_URL: 'https://ijara.soliq.uz',
  SMS_PROVIDER: 'eskiz',
  ESKIZ_EMAIL: 'portal@soliq.uz',
  ESKIZ_PASSWORD: 'eskiz-password',
  SIGNING_CA_FILE: '/etc/rent-portal/ca.pem',
  EIMZO_API_KEYS: 'ijara.soliq.uz,0123456789ABCDEF',
};

const refusal = (env: Record<string, string>, file = noFile) => {
  try {
    loadConfig(env, {}, file);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('what kind of run this is', () => {
  it('without NODE_ENV nothing starts: no run becomes development by default', () => {
    expect(refusal({})).toMatch(
      /^Invalid configuration: NODE_ENV: NODE_ENV must be set to development, test or production/,
    );
  });

  it('development and test need nothing else', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, {}, noFile)).toMatchObject({
      NODE_ENV: 'development',
      SEED_DEMO: true,
      SIGNATURE_REQUIRED: false,
    });
    expect(loadConfig({ NODE_ENV: 'test' }, {}, noFile)).toMatchObject({ NODE_ENV: 'test', SEED_DEMO: false });
  });

  it('production with its own settings starts with signatures on and no demo data', () => {
    expect(loadConfig(production, {}, developmentFile)).toMatchObject({
      NODE_ENV: 'production',
      SEED_DEMO: false,
      SIGNATURE_REQUIRED: true,
      TRUST_PROXY: false,
    });
  });
});

describe('production refuses what belongs to development', () => {
  // The file is read only for the process's own environment: these two tests set it, and put it back.
  const savedEnv = { ...process.env };
  const useProcessEnv = (vars: Record<string, string>) => {
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, vars);
  };
  afterEach(() => useProcessEnv(savedEnv as Record<string, string>));

  it('the checkout’s .env is never read in production: without a secret of its own, it does not start', () => {
    useProcessEnv(Object.fromEntries(Object.entries(production).filter(([key]) => key !== 'JWT_SECRET')));
    expect(() => loadConfig(process.env, {}, developmentFile)).toThrow(
      'JWT_SECRET: JWT_SECRET is required in production',
    );
  });

  it('development reads the same file (npm start’s secret survives restarts)', () => {
    useProcessEnv({ NODE_ENV: 'development' });
    expect(loadConfig(process.env, {}, developmentFile).JWT_SECRET).toBe(DEVELOPMENT_SECRET);
  });

  it.each([
    ['the development secret copied into the environment', { JWT_SECRET: DEVELOPMENT_SECRET }, 'JWT_SECRET'],
    ['the development helper’s CA', { SIGNING_CA_FILE: '.eimzo-dev/ca.pem' }, 'SIGNING_CA_FILE'],
    [
      'the development helper’s revocation list',
      { SIGNING_CRL_FILE: '/srv/portal/.eimzo-dev/crl.pem' },
      'SIGNING_CRL_FILE',
    ],
    ['the demo accounts', { SEED_DEMO: '1' }, 'SEED_DEMO'],
    ['sign-in limits lifted for test runs', { SIGN_IN_LIMIT_FACTOR: '100' }, 'SIGN_IN_LIMIT_FACTOR'],
    ['the development SMS page', { SMS_PROVIDER: 'dev' }, 'SMS_PROVIDER'],
    ['no trusted CAs while signatures are required', { SIGNING_CA_FILE: '' }, 'SIGNING_CA_FILE'],
    ['no E-IMZO site keys while signatures are required', { EIMZO_API_KEYS: '' }, 'EIMZO_API_KEYS'],
    ['a moved clock', { TEST_CLOCK_OFFSET_MS: '3600000' }, 'TEST_CLOCK_OFFSET_MS'],
  ])('%s: refused, naming the variable', (_what, env, name) => {
    expect(refusal({ ...production, ...env }, developmentFile)).toContain(`${name}: `);
  });
});

describe('which proxies are believed (TRUST_PROXY)', () => {
  const trust = (value?: string) =>
    loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }, {}, noFile).TRUST_PROXY;

  it('by default none: a client’s own X-Forwarded-For is never its address', () => expect(trust()).toBe(false));

  it('a deployment names its proxies: hops, addresses, subnets or ranges', () => {
    expect(trust('1')).toBe(1);
    expect(trust('loopback')).toEqual(['loopback']);
    expect(trust('10.0.0.0/8, 192.168.1.10, ::1')).toEqual(['10.0.0.0/8', '192.168.1.10', '::1']);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '300.1.1.1', 'loopback,'])(
    '%s is refused (true would believe any client)',
    (value) => {
      expect(refusal({ NODE_ENV: 'test', TRUST_PROXY: value })).toMatch(/^Invalid configuration: TRUST_PROXY: /);
    },
  );
});

describe('what this process does (PROCESS_ROLE)', () => {
  it('by default everything in one process, as npm start runs it', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, {}, noFile).PROCESS_ROLE).toBe('all');
    expect(loadConfig({ NODE_ENV: 'test', PROCESS_ROLE: 'worker' }, {}, noFile).PROCESS_ROLE).toBe('worker');
  });

  it('a moved clock is for tests only: development refuses it too', () => {
    expect(refusal({ NODE_ENV: 'development', TEST_CLOCK_OFFSET_MS: '1000' })).toContain('TEST_CLOCK_OFFSET_MS: ');
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '-1000' }, {}, noFile).TEST_CLOCK_OFFSET_MS).toBe(
      -1000,
    );
  });

  it('an api process needs the shared secret: each would otherwise refuse the tokens the others signed', () => {
    expect(refusal({ NODE_ENV: 'test', PROCESS_ROLE: 'api' })).toMatch(
      /^Invalid configuration: JWT_SECRET: must be set when PROCESS_ROLE is api/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', PROCESS_ROLE: 'api', JWT_SECRET: production.JWT_SECRET }, {}, noFile).PROCESS_ROLE,
    ).toBe('api');
  });

  it('another value is refused', () => {
    expect(refusal({ NODE_ENV: 'test', PROCESS_ROLE: 'projector' })).toMatch(/^Invalid configuration: PROCESS_ROLE: /);
  });
});

describe('where the event log is kept (EVENT_STORE)', () => {
  it('PostgreSQL by default; KurrentDB when chosen with its address', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, {}, noFile).EVENT_STORE).toBe('postgres');
    expect(
      loadConfig(
        { NODE_ENV: 'test', EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://127.0.0.1:2113?tls=false' },
        {},
        noFile,
      ),
    ).toMatchObject({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://127.0.0.1:2113?tls=false' });
  });

  it('KurrentDB without KURRENTDB_URL does not start, naming the variable', () => {
    expect(refusal({ NODE_ENV: 'test', EVENT_STORE: 'kurrentdb' })).toMatch(
      /^Invalid configuration: KURRENTDB_URL: KURRENTDB_URL is required with EVENT_STORE=kurrentdb/,
    );
  });

  it('an address that is not a KurrentDB connection string, or another store, is refused', () => {
    expect(refusal({ NODE_ENV: 'test', EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'http://127.0.0.1:2113' })).toMatch(
      /^Invalid configuration: KURRENTDB_URL: /,
    );
    expect(refusal({ NODE_ENV: 'test', EVENT_STORE: 'eventstore' })).toMatch(/^Invalid configuration: EVENT_STORE: /);
  });
});
