import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from '@jest/globals';
import { migrations } from '@rent/backend';
import { deletePortalKeys, type PortalProcess, spawnPortal, untilHealthy } from './support/portal-process.js';
import { sql } from './support/test-database.js';

// A deployment starts its api and worker processes together on a database a new release has not made or
// migrated yet. Each of four processes tried to create the database and to run the same migrations at
// once: one exited on the database's creation, the others logged failed migrations and retried.
const ADMIN = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `rp_it_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN), { pathname: `/${name}` }).toString();
const prefix = `test-${randomBytes(4).toString('hex')}`;
const processes: (PortalProcess & { output: string[] })[] = [];

afterAll(async () => {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await deletePortalKeys(prefix, databaseUrl);
  await sql(ADMIN, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it('two api and two worker processes started at once on a missing database all start, and each migration runs once', async () => {
  const secret = randomBytes(32).toString('base64url');
  for (const role of ['api', 'worker', 'api', 'worker']) {
    const portal = await spawnPortal(
      {
        NODE_ENV: 'test',
        PROCESS_ROLE: role,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: secret,
        QUEUE_PREFIX: prefix,
        STATIC_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
      'pipe',
    );
    const output: string[] = [];
    portal.child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    portal.child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    processes.push({ ...portal, output });
  }
  for (const portal of processes) await untilHealthy(portal, () => portal.output.join(''));
  // Nothing failed on the way (a failed migration is logged at error level before the ORM tries again).
  expect(processes.map(({ output }) => output.join('')).filter((log) => /"level":(50|60)/.test(log))).toEqual([]);
  const ran = await sql<{ name: string }>(databaseUrl, 'SELECT name FROM migrations');
  expect(ran).toHaveLength(migrations.length);
  expect(new Set(ran.map((m) => m.name)).size).toBe(migrations.length);
});
