import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, expect, it } from '@jest/globals';
import { deletePortalKeys, spawnPortal, untilHealthy } from './support/portal-process.js';
import { demo, ApiClient } from './support/test-app.js';
import { sql } from './support/test-database.js';

// SIGTERM while ten clients read their lists: the process stops taking connections, answers every
// request it took, closes, and exits 0. Before, Nest's hooks ended it by the signal itself.
const ADMIN = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `rp_it_${randomBytes(6).toString('hex')}`;
const prefix = `test-${randomBytes(4).toString('hex')}`;

afterAll(async () => {
  await deletePortalKeys(prefix, Object.assign(new URL(ADMIN), { pathname: `/${name}` }).toString());
  await sql(ADMIN, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it('SIGTERM under load: every request the process took is answered, and it exits 0', async () => {
  const portal = await spawnPortal(
    {
      NODE_ENV: 'test',
      DATABASE_URL: Object.assign(new URL(ADMIN), { pathname: `/${name}` }).toString(),
      SEED_DEMO: '1',
      QUEUE_PREFIX: prefix,
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
    },
    'pipe',
  );
  const { child, base } = portal;
  child.stderr!.pipe(process.stderr);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // The requests for the list that the process took, from its request log (one JSON line each).
  let taken = 0;
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.includes('"msg":"request"') && line.includes('"path":"/api/contracts"')) taken++;
  });
  await untilHealthy(portal);
  const { token } = await ApiClient.signIn(base, demo('lessor'));

  // Each request on a connection of its own: what the client sees is then what the process did.
  const agent = new http.Agent({ keepAlive: false });
  const outcomes: string[] = [];
  let stop = false;
  const get = () =>
    new Promise<string>((resolve) => {
      const req = http.get(
        `${base}/contracts?range=[0,9]`,
        { agent, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
          res.on('error', () => resolve('cut'));
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
  const clients = Array.from({ length: 10 }, async () => {
    while (!stop) outcomes.push(await get());
  });
  // The signal comes once the load is under way (fifty lists answered), however slow the machine.
  while (outcomes.filter((o) => o === '200').length < 50) await new Promise((r) => setTimeout(r, 20));
  child.kill('SIGTERM');
  const exit = await exited;
  stop = true;
  await Promise.all(clients);

  expect(exit).toEqual({ code: 0, signal: null });
  const answered = outcomes.filter((o) => o === '200').length;
  // Every request the process took was answered in full; the rest found the port closed (or were reset
  // in the kernel's queue of connections not yet taken, which the process never saw).
  expect(answered).toBe(taken);
  expect(outcomes.filter((o) => !['200', 'ECONNREFUSED', 'ECONNRESET'].includes(o))).toEqual([]);
});
