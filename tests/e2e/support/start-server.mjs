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
  // The suite signs in as the same demo users far more often than people do; the limits are tested apart.
  SIGN_IN_LIMIT_FACTOR: process.env.SIGN_IN_LIMIT_FACTOR ?? '100',
});
await import('../../../backend/dist/main.js');
