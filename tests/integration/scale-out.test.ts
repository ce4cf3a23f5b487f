import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from '@jest/globals';
import { aRegistration } from './fixtures/contracts.js';
import { deletePortalKeys, spawnPortal, untilHealthy } from './support/portal-process.js';
import { READ_MODEL_ROWS } from './support/read-model-tables.js';
import { sql } from './support/test-database.js';
import { ApiClient, demo } from './support/test-app.js';

// Issue 20's proof: two api and two worker processes on one database and one Redis, a mixed load through
// both APIs, one worker killed with SIGKILL in the middle of it. Afterwards every acknowledged command is
// in the log once, every read model equals a rebuild from the log, and every contract that ended before
// it was confirmed expired exactly once (its expiry job ran once, whichever worker took it).
const REBUILD = fileURLToPath(new URL('../../backend/dist/cli/rebuild.js', import.meta.url));
const ADMIN = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `rp_it_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN), { pathname: `/${name}` }).toString();
const env = {
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
  STATIC_DIR: '/nonexistent',
  LOG_LEVEL: 'warn',
  PROJECTOR_POLL_MS: '200',
  READ_AFTER_TIMEOUT_MS: '10000',
};
const children: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await deletePortalKeys(env.QUEUE_PREFIX, databaseUrl);
  await sql(ADMIN, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** A portal process of the role, once it answers its health. */
async function start(role: 'api' | 'worker', extra: Record<string, string> = {}) {
  const portal = await spawnPortal({ ...env, PROCESS_ROLE: role, ...extra });
  children.push(portal.child);
  await untilHealthy(portal);
  return portal;
}

const eventCounts = async (type: string) =>
  new Map(
    (
      await sql<{ id: string; n: number }>(
        databaseUrl,
        `SELECT substr(stream_id, 10) AS id, count(*)::int AS n FROM events
          WHERE type = $1 AND stream_id LIKE 'contract-%' GROUP BY stream_id`,
        [type],
      )
    ).map((r) => [r.id, r.n]),
  );

it('2 api + 2 workers, a worker killed mid-load: each acknowledged command logged once, read models equal a rebuild, each expiry run once', async () => {
  // The first api process makes and migrates the database and seeds the demo parties; the rest join it.
  const api1 = await start('api', { SEED_DEMO: '1' });
  const [api2, worker1] = await Promise.all([start('api'), start('worker')]);
  const worker2 = await start('worker');

  const lessor = [await ApiClient.signIn(api1.base, demo('lessor')), await ApiClient.signIn(api2.base, demo('lessor'))];
  const lessee = [await ApiClient.signIn(api2.base, demo('legal')), await ApiClient.signIn(api1.base, demo('legal'))];
  const parties = { lesseeId: demo('legal').login, cadastralNumber: '10:11:01:04:05:0203' };

  const created: string[] = [];
  const confirmed: { id: string; ended: boolean }[] = [];
  const failures: string[] = [];
  let last = '';
  let stop = false;
  // Four clients: the lessor registers through one api, the lessee confirms through the other; every
  // second contract ended before it is confirmed, so its expiry is due at once.
  const clients = [0, 1, 0, 1].map(async (side, client) => {
    for (let n = 0; !stop; n++) {
      const ended = n % 2 === 0;
      const registered = await lessor[side]!.post(
        '/contracts',
        aRegistration(parties, {
          contractNumber: `SO-${client}-${n}`,
          contractDate: '2026-01-10',
          area: 1,
          beginDate: '2026-01-15',
          endDate: ended ? '2026-10-31' : '2027-10-31',
        }),
      );
      if (registered.status !== 201) {
        failures.push(`register ${registered.status} ${JSON.stringify(registered.body)}`);
        continue;
      }
      created.push(registered.body.id);
      const accepted = await lessee[side]!.readAfter(registered.body.position).post(
        `/contracts/${registered.body.id}/confirm`,
      );
      if (accepted.status !== 200) {
        failures.push(`confirm ${accepted.status} ${JSON.stringify(accepted.body)}`);
        continue;
      }
      confirmed.push({ id: registered.body.id, ended });
      last = accepted.body.position;
    }
  });
  await new Promise((r) => setTimeout(r, 2500));
  worker1.child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 2500));
  stop = true;
  await Promise.all(clients);

  expect(failures).toEqual([]);
  expect(confirmed.length).toBeGreaterThan(10);

  // The surviving worker catches up: a read after the last write answers.
  const caughtUp = await lessor[0]!.readAfter(last).get('/contracts?range=[0,0]');
  expect(caughtUp.status).toBe(200);

  // Each acknowledged command is in the log once, and nothing else is.
  const creations = await eventCounts('ContractCreated');
  const confirmations = await eventCounts('ContractConfirmed');
  expect(created.map((id) => creations.get(id))).toEqual(created.map(() => 1));
  expect(confirmed.map(({ id }) => confirmations.get(id))).toEqual(confirmed.map(() => 1));
  const logged = await sql<{ id: string }>(
    databaseUrl,
    `SELECT substr(stream_id, 10) AS id FROM events WHERE type = 'ContractCreated' AND data::text LIKE '%"SO-%'`,
  );
  expect(logged.map((r) => r.id).sort()).toEqual([...created].sort());

  // Each contract that had ended expires once, whichever worker ran its job; the others not at all.
  const ended = confirmed.filter((c) => c.ended).map((c) => c.id);
  let expiries = new Map<string, number>();
  // A job the killed worker held is taken over once its lock lapses (contract-jobs.processor.ts).
  for (let waited = 0; waited < 40_000; waited += 250) {
    expiries = await eventCounts('ContractExpired');
    if (ended.every((id) => expiries.has(id))) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(ended.map((id) => expiries.get(id))).toEqual(ended.map(() => 1));
  expect(confirmed.filter((c) => !c.ended && expiries.has(c.id))).toEqual([]);

  // Every read model equals its rebuild from the log, once the expiries are projected too.
  for (let waited = 0; ; waited += 250) {
    const metrics = await (await fetch(`${worker2.base}/metrics`)).text();
    const behind = [...metrics.matchAll(/^rent_projection_events_behind\{projection="([^"]+)"\} (\d+)/gm)]
      .filter(([, projection, n]) => projection! in READ_MODEL_ROWS && n !== '0')
      .map(([line]) => line);
    if (behind.length === 0) break;
    if (waited > 30_000) throw new Error(`read models behind the log: ${behind.join(', ')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  for (const [model, queries] of Object.entries(READ_MODEL_ROWS)) {
    const live = await Promise.all(queries.map((q) => sql(databaseUrl, q)));
    await new Promise<void>((resolve, reject) => {
      const rebuild = spawn(process.execPath, [REBUILD, model], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      rebuild.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rebuild of ${model}: ${code}`))));
    });
    expect(await Promise.all(queries.map((q) => sql(databaseUrl, q)))).toEqual(live);
  }
}, 180_000);
