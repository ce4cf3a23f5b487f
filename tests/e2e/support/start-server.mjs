// The portal as the end-to-end tests see it: the built backend and frontend over a database made fresh
// for this run, with the demo data.
import pg from 'pg';

const admin = process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.env.E2E_DATABASE ?? 'rp_e2e';

const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();

const url = new URL(admin);
url.pathname = `/${name}`;
Object.assign(process.env, {
  NODE_ENV: 'test',
  DATABASE_URL: url.toString(),
  SEED_DEMO: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Queues and sign-in counters of its own on the shared Redis, apart from a portal `npm start` runs.
  QUEUE_PREFIX: process.env.QUEUE_PREFIX ?? 'e2e',
  // The suite signs in as the same demo users far more often than people do; the limits are tested apart.
  SIGN_IN_LIMIT_FACTOR: process.env.SIGN_IN_LIMIT_FACTOR ?? '100',
});
// The outside identity provider of `/auth-with-third-part`: the development one, in this process.
// Only the provider and the demo people: not the whole backend in this process.
const { DevOidcProvider } = await import('../../../backend/dist/identity/sign-in/dev-oidc/dev-oidc-provider.js');
const { DEV_OIDC_CLIENT, demoOidcPeople } = await import('../../../backend/dist/seed/demo-oidc-people.js');
const redirect = `http://127.0.0.1:${process.env.PORT ?? '3000'}/auth-with-third-part`;
const oidc = await DevOidcProvider.start({
  port: 0,
  ...DEV_OIDC_CLIENT,
  redirectUris: [redirect],
  people: demoOidcPeople(),
});
Object.assign(process.env, {
  OIDC_ISSUER: oidc.issuer,
  OIDC_CLIENT_ID: DEV_OIDC_CLIENT.clientId,
  OIDC_CLIENT_SECRET: DEV_OIDC_CLIENT.clientSecret,
  OIDC_REDIRECT_URI: redirect,
});

await import('../../../backend/dist/main.js');
