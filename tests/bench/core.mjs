// Benchmark of the core (the "never lose, skip, stall or die" issue). Prints its figures; asserts nothing.
//  1. registrations through the HTTP API on one hot property whose stream already holds 50 and 5,000 events;
//  2. projection lag (command acknowledged → contract summary past it) at a steady command load, then with
//     a transaction held open in this database and in another;
//  3. catch-up after kill -9: a portal process killed while it catches up on a backlog, started again.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApp, ensureDatabase, EVENT_STORE, loadConfig, ProjectorRunner } from '@rent/backend';
import { parsePosition } from '@rent/domain';
import { quantile, report, signIn } from './support/http.mjs';

const ATTEMPTS = Number(process.env.BENCH_HOT_ATTEMPTS ?? 1000);
const CLIENTS = 50;
const LAG_SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 15);
const BACKLOG = Number(process.env.BENCH_BACKLOG_CONTRACTS ?? 25_000);
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = 'postgres://postgres@127.0.0.1:5432/rp_bench_core';
const LESSOR = '301234567';
const LESSEE = '302345678';

const query = async (text, values = [], on = url) => {
  const client = new pg.Client({ connectionString: on });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};
await query('DROP DATABASE IF EXISTS rp_bench_core WITH (FORCE)', [], admin);
await ensureDatabase(url);
console.log(`core benchmark on ${availableParallelism()} cores`);

const app = await createApp(
  loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    QUEUE_PREFIX: 'bench-core',
  }),
);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}/api`;
const store = app.get(EVENT_STORE);
const runner = app.get(ProjectorRunner);
const token = await signIn(base, 'YUR', LESSOR, 'Demo-Lessor-2026', '998901234501');
const metadata = {
  actor: { kind: 'system', userId: 'bench', partyId: '', name: 'bench' },
  correlationId: randomUUID(),
  causationId: null,
};

/** A large object of the demo lessor's (a market hall, a copy of one of its buildings), so that every attempt below fits. */
const objectColumns = (
  await query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'cadastral_objects' ORDER BY ordinal_position`,
  )
).map((c) => c.column_name);
let objects = 0;
async function bigObject() {
  const cadastralNumber = `10:11:01:04:05:${String(9000 + ++objects)}`;
  const values = objectColumns.map((c) => (c === 'cadastral_number' ? '$1' : c === 'total_area' ? '1000000' : c));
  await query(
    `INSERT INTO cadastral_objects (${objectColumns.join(', ')}) SELECT ${values.join(', ')} FROM cadastral_objects WHERE cadastral_number = '10:11:01:04:05:0203'`,
    [cadastralNumber],
  );
  return cadastralNumber;
}

const register = (cadastralNumber, number) =>
  fetch(`${base}/contracts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      kind: 'OTHER_RENT',
      contractNumber: number,
      contractDate: '2026-11-20',
      lesseeId: LESSEE,
      cadastralNumber,
      area: 1,
      monthlyPayment: 3_000_000,
      beginDate: '2026-12-01',
      endDate: '2027-11-30',
    }),
  });

// Warm-up (not reported): the first requests of a process pay for compiling its code.
{
  const warm = await bigObject();
  await Promise.all(
    Array.from({ length: 10 }, (_, c) =>
      (async () => {
        for (let i = 0; i < 20; i++) await (await register(warm, `WARM-${c}-${i}`)).arrayBuffer();
      })(),
    ),
  );
}

// 1. A hot property: its stream first gets `history` events of earlier tenants (each reserved, then released).
for (const history of [50, 5000]) {
  const cadastralNumber = await bigObject();
  for (let done = 0; done < history; done += 100) {
    const events = [];
    for (let i = 0; i < 50; i++) {
      const contractId = randomUUID();
      events.push({
        type: 'AreaReserved',
        data: { cadastralNumber, contractId, area: 10, previousArea: 0, totalArea: 1000000 },
      });
      events.push({ type: 'AreaReleased', data: { cadastralNumber, contractId, area: 10 } });
    }
    await store.appendToStream(
      `property-${cadastralNumber}`,
      'any',
      events.slice(0, Math.min(100, history - done)),
      metadata,
    );
  }
  const times = [];
  const outcomes = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < ATTEMPTS) {
        const i = next++;
        const t0 = performance.now();
        const res = await register(cadastralNumber, `HOT-${history}-${i}`);
        const body = await res.json();
        times.push(performance.now() - t0);
        const outcome = res.status === 201 ? '201' : `${res.status} ${body.code}`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  report(
    `hot property, ${history} events before, ${ATTEMPTS} registrations by ${CLIENTS} clients`,
    `${Math.round(ATTEMPTS / seconds)}/s, p50 ${quantile(times, 0.5)} ms, p99 ${quantile(times, 0.99)} ms (${[...outcomes].map(([k, v]) => `${k}: ${v}`).join(', ')})`,
  );
}

// 2. Projection lag: 10 clients register continuously; each acknowledged command is timed until the
// contract summary has passed its position.
async function lag(label, tag) {
  const cadastralNumber = await bigObject();
  const lags = [];
  let commands = 0;
  const until = performance.now() + LAG_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 10 }, async (_, client) => {
      while (performance.now() < until) {
        const res = await register(cadastralNumber, `LAG-${tag}-${client}-${commands++}`);
        const { position } = await res.json();
        if (res.status !== 201) continue;
        const acknowledged = performance.now();
        await runner.waitFor('contract-summary', parsePosition(position), 30_000);
        lags.push(performance.now() - acknowledged);
      }
    }),
  );
  report(
    `projection lag, ${label}, ${commands} commands in ${LAG_SECONDS} s`,
    `p50 ${quantile(lags, 0.5)} ms, p99 ${quantile(lags, 0.99)} ms`,
  );
}
await lag('steady load', 'S');
const foreign = [];
for (const on of [url, admin]) {
  const client = new pg.Client({ connectionString: on });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_current_xact_id()');
  foreign.push(client);
}
await lag('a transaction open here and in another database', 'F');
for (const client of foreign) await client.end();
await app.close();

// 3. Catch-up after kill -9: a backlog written while no portal runs, a portal started on it and killed
// mid-catch-up, then started again and timed until every read model is at the head.
const backlogStart = performance.now();
const pool = new pg.Pool({ connectionString: url, max: 4 });
const { PostgresEventStore } = await import('@rent/backend');
const backlogStore = new PostgresEventStore(pool);
for (let i = 0; i < BACKLOG; i += 250) {
  await backlogStore.decide(metadata, async (scope) => {
    const writes = [];
    for (let j = i; j < Math.min(BACKLOG, i + 250); j++) {
      const contractId = randomUUID();
      const streamId = `contract-${contractId}`;
      await scope.hold(streamId);
      writes.push({
        streamId,
        events: [
          {
            type: 'ContractCreated',
            data: {
              contractId,
              kind: 'OTHER_RENT',
              contractNumber: `BL-${j}`,
              contractDate: '2026-01-01',
              lessor: { id: LESSOR, type: 'LEGAL', name: 'Lessor' },
              lessee: { id: LESSEE, type: 'LEGAL', name: 'Lessee' },
              initiatorId: LESSOR,
              counterpartId: LESSEE,
              property: { cadastralNumber: '10:01:01:01:01:0001', address: 'Toshkent', totalArea: 1000 },
              area: 10,
              monthlyPayment: 1_000_000,
              beginDate: '2026-02-01',
              endDate: '2027-01-31',
              purpose: null,
              createdAt: new Date().toISOString(),
            },
          },
          { type: 'ContractConfirmed', data: { contractId, confirmedAt: new Date().toISOString(), byPartyId: LESSEE } },
        ],
      });
    }
    return { writes, result: null };
  });
}
await pool.end();
report(
  `backlog written (${BACKLOG * 2} events, decisions of 250 contracts)`,
  `${((performance.now() - backlogStart) / 1000).toFixed(1)} s`,
);

const main = fileURLToPath(new URL('../../backend/dist/main.js', import.meta.url));
const portal = () =>
  spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: url,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      QUEUE_PREFIX: 'bench-core',
    },
    stdio: 'ignore',
  });
/** The consumers of the log not yet at its head: the read models, or those and the jobs reactor. */
const behind = async (withReactor) =>
  Number(
    (
      await query(
        `SELECT count(*) AS n FROM projection_checkpoints c
          WHERE ($1 OR c.projection <> 'contract-jobs') AND EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position))`,
        [withReactor],
      )
    )[0].n,
  );
const first = portal();
await new Promise((r) => setTimeout(r, 4000));
first.kill('SIGKILL');
await new Promise((r) => first.once('exit', r));
const restarted = performance.now();
const second = portal();
while ((await behind(false)) > 0) await new Promise((r) => setTimeout(r, 100));
const readModels = (performance.now() - restarted) / 1000;
while ((await behind(true)) > 0) await new Promise((r) => setTimeout(r, 100));
report(
  `catch-up after kill -9 mid-catch-up (${BACKLOG * 2}-event backlog)`,
  `read models at the head ${readModels.toFixed(1)} s after the restart; the jobs reactor too ${((performance.now() - restarted) / 1000).toFixed(1)} s`,
);
second.kill('SIGTERM');
await new Promise((r) => second.once('exit', r));
await query('DROP DATABASE IF EXISTS rp_bench_core WITH (FORCE)', [], admin);
