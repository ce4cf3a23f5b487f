import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from '@jest/globals';
import { deletePortalKeys, type PortalProcess, spawnPortal, untilHealthy } from './support/portal-process.js';
import { ApiClient, demo } from './support/test-app.js';
import { sql } from './support/test-database.js';

// Issue 21 under the fault injector: the portal is killed (SIGKILL) while a bulk upload registers its rows.
// Its job stalls with the process; the next portal takes it up again once its lock runs out (two minutes)
// and goes on from the row ids: the upload ends done, and every row is registered once.
const ADMIN = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `rp_it_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN), { pathname: `/${name}` }).toString();
const prefix = `test-${randomBytes(4).toString('hex')}`;
const running: PortalProcess[] = [];

afterAll(async () => {
  for (const { child } of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await deletePortalKeys(prefix, databaseUrl);
  await sql(ADMIN, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const ROWS = 300;
const person = demo('individual').login;
const CSV = [
  'rowId,contractNumber,contractDate,lesseeId,cadastralNumber,area,monthlyPayment,beginDate,endDate',
  ...Array.from(
    { length: ROWS },
    (_, i) => `kill-${i},KILL-${i},2026-11-20,${person},10:09:03:01:02:0017,2,900000,2026-12-01,2027-11-30`,
  ),
].join('\n');

async function portal(): Promise<PortalProcess> {
  const started = await spawnPortal({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '1',
    QUEUE_PREFIX: prefix,
    STATIC_DIR: '/nonexistent',
  });
  running.push(started);
  await untilHealthy(started);
  return started;
}

const status = async (client: ApiClient, id: string) =>
  (await client.get(`/contracts/bulk-uploads/${id}`)).body as { state: string; registered: number; refused: number };

it('a portal killed mid-upload: the next one finishes the upload, each row registered once', async () => {
  const first = await portal();
  const lessor = await ApiClient.signIn(first.base, demo('lessor'));
  const sent = await fetch(`${first.base}/contracts/bulk-uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${lessor.token}`, 'content-type': 'text/csv' },
    body: CSV,
  });
  expect(sent.status).toBe(202);
  const { id } = (await sent.json()) as { id: string };

  // Killed once some rows are registered and most are not.
  let before = await status(lessor, id);
  while (before.registered < 20 && before.state !== 'done') {
    await new Promise((r) => setTimeout(r, 50));
    before = await status(lessor, id);
  }
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));
  expect(before.state).toBe('running');
  expect(before.registered).toBeLessThan(ROWS / 2);

  const second = await portal();
  const again = await ApiClient.signIn(second.base, demo('lessor'));
  let after = await status(again, id);
  for (let waited = 0; !['done', 'failed'].includes(after.state) && waited < 240_000; waited += 500) {
    await new Promise((r) => setTimeout(r, 500));
    after = await status(again, id);
  }
  expect(after).toMatchObject({ state: 'done', registered: ROWS, refused: 0 });
  const created = await sql<{ number: string; n: number }>(
    databaseUrl,
    `SELECT data->>'contractNumber' AS number, count(*)::int AS n FROM events
      WHERE type = 'ContractCreated' AND data->>'contractNumber' LIKE 'KILL-%' GROUP BY 1`,
  );
  expect(created).toHaveLength(ROWS);
  expect(created.filter((c) => c.n !== 1)).toEqual([]);
}, 330_000);
