import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from '@jest/globals';
import { migrations } from '@rent/backend';
import { deleteKeysUnder } from './support/redis-keys.js';
import { sql } from './support/test-database.js';

// A deployment starts its api and worker processes together on a database a new release has not made or
// migrated yet. Each of four processes tried to create the database and to run the same migrations at
// once: one exited on the database's creation, the others logged failed migrations and retried.
const MAIN = fileURLToPath(new URL('../../backend/dist/main.js', import.meta.url));
const ADMIN = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `rp_it_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN), { pathname: `/${name}` }).toString();
const prefix = `test-${randomBytes(4).toString('hex')}`;
const processes: { child: ChildProcess; output: string[]; port: number }[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

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
  await deleteKeysUnder(prefix, 'redis://127.0.0.1:6379');
  await sql(ADMIN, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it('two api and two worker processes started at once on a missing database all start, and each migration runs once', async () => {
  const secret = randomBytes(32).toString('base64url');
  for (const role of ['api', 'worker', 'api', 'worker']) {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        PROCESS_ROLE: role,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: secret,
        QUEUE_PREFIX: prefix,
        STATIC_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    processes.push({ child, output, port });
  }

  for (const { child, output, port } of processes) {
    for (let waited = 0; ; waited += 100) {
      if (child.exitCode !== null) throw new Error(`a process exited with ${child.exitCode}:\n${output.join('')}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (waited > 60_000) throw new Error(`a process did not start in a minute:\n${output.join('')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  // Nothing failed on the way (a failed migration is logged at error level before the ORM tries again).
  expect(processes.map(({ output }) => output.join('')).filter((log) => /"level":(50|60)/.test(log))).toEqual([]);
  const ran = await sql<{ name: string }>(databaseUrl, 'SELECT name FROM migrations');
  expect(ran).toHaveLength(migrations.length);
  expect(new Set(ran.map((m) => m.name)).size).toBe(migrations.length);
});
