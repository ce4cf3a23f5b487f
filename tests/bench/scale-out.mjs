// Benchmark of issue 20's scale-out: the portal as separate api and worker processes (PROCESS_ROLE) on one
// database and one Redis. Prints its figures; asserts nothing.
//  1. commands per second through HTTP: registrations by BENCH_SCALE_CLIENTS clients (default 20) for
//     BENCH_SCALE_SECONDS (default 20, after 3 s of warm-up), against 1 api process, then against 2 with the
//     clients split between them, one worker beside them both times;
//  2. projection throughput: a backlog of BENCH_SCALE_CONTRACTS contracts' events (default 10,000: about
//     42,000 events) written while no worker runs, then 1 worker started on it, then, on a copy of the same
//     backlog, 2 workers started together: the time until every projection (the read models and the jobs
//     reactor) is at the head, and which worker moved which projection's checkpoint.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, freemem, loadavg, totalmem } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { CHECKPOINTS_CHANNEL, dataSourceOptions, ensureDatabase } from '@rent/backend';
import { report, signIn } from './support/http.mjs';
import { spawnPortal, startApi } from './support/processes.mjs';
import { rentalLog, writeLog } from './support/rental-log.mjs';
import { fixedTime } from './support/workload.mjs';

const CLIENTS = Number(process.env.BENCH_SCALE_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 20);
const CONTRACTS = Number(process.env.BENCH_SCALE_CONTRACTS ?? 10_000);
const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = ['rp_bench_scale_commands', 'rp_bench_scale_backlog', 'rp_bench_scale_w1', 'rp_bench_scale_w2'];
const urlOf = (name) => `postgres://postgres@127.0.0.1:5432/${name}`;
/** Every process of this run puts its Redis keys under this prefix (with a suffix of its part), deleted at the end. */
const PREFIX = `bench-scale-${randomBytes(4).toString('hex')}`;
/** Every api process checks the tokens the others sign. */
const JWT_SECRET = randomBytes(32).toString('base64url');
const LESSOR = { type: 'YUR', login: '301234567', password: 'Demo-Lessor-2026', phone: '998901234501' };
const LESSEE = '302345678';

const query = async (on, text, values = []) => {
  const client = new pg.Client({ connectionString: on });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};
const dropDatabases = () =>
  Promise.all(DATABASES.map((name) => query(ADMIN, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
const n = (v) => Math.round(v).toLocaleString('en');
/** CPU seconds a process has used (user and system), from /proc: how busy each process was in a window. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const running = [];
/** Each process started, so that a failing run still stops it. */
const started = (portal) => {
  running.push(portal);
  return portal;
};

console.log(
  `scale-out benchmark: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), ` +
    `${(totalmem() / 2 ** 30).toFixed(1)} GB memory (${(freemem() / 2 ** 30).toFixed(1)} GB free), Node ${process.versions.node}; ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min) at the start`,
);
await dropDatabases();
try {
  await commandsThroughHttp();
  await projectionThroughput();
} finally {
  await Promise.all(running.map((p) => p.stop()));
  await dropDatabases();
  await deleteRedisKeys();
}

/**
 * 1. The demo lessor registers contracts, each client on an object of its own (so no two clients queue on
 * one property's stream), the objects spread over the regions: a registration takes the next number of
 * its year and region's series in its own decision, and registrations of one series queue on it.
 */
async function commandsThroughHttp() {
  const url = urlOf('rp_bench_scale_commands');
  const env = { JWT_SECRET, QUEUE_PREFIX: `${PREFIX}-commands`, PROCESS_ROLE: 'api', SEED_DEMO: '0' };
  // The first api process makes the database and seeds the demo data; the worker and the second api join it.
  const first = started(await startApi(url, { ...env, SEED_DEMO: '1' }));
  const worker = started(await startApi(url, { ...env, PROCESS_ROLE: 'worker' }));

  const regions = (await query(url, 'SELECT soato FROM regions ORDER BY soato')).map((r) => r.soato);
  const columns = (
    await query(
      url,
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'cadastral_objects' ORDER BY ordinal_position`,
    )
  ).map((c) => c.column_name);
  const objects = [];
  for (let client = 0; client < CLIENTS; client++) {
    const cadastralNumber = `10:11:01:04:77:${String(client).padStart(4, '0')}`;
    const region = regions[client % regions.length];
    // A copy of one of the demo lessor's buildings, big enough for every registration of the run.
    const values = columns.map((c) =>
      c === 'cadastral_number'
        ? '$1'
        : c === 'total_area'
          ? '1000000'
          : c === 'region_soato'
            ? '$2'
            : c === 'settlement_zone'
              ? `CASE WHEN $2 = region_soato THEN settlement_zone ELSE 'REGIONAL_CENTRE' END`
              : c,
    );
    await query(
      url,
      `INSERT INTO cadastral_objects (${columns.join(', ')}) SELECT ${values.join(', ')} FROM cadastral_objects WHERE cadastral_number = '10:11:01:04:05:0203'`,
      [cadastralNumber, region],
    );
    objects.push(cadastralNumber);
  }
  console.log(
    `  ${CLIENTS} clients, each on an object of its own, over ${Math.min(CLIENTS, regions.length)} regions' number series`,
  );

  const today = new Date().toISOString().slice(0, 10);
  const endDate = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const run = async (apis, label) => {
    // One after the other: both codes go to the same phone, and a sign-in takes the first new one it sees.
    const tokens = [];
    for (const api of apis)
      tokens.push(await signIn(api.base, LESSOR.type, LESSOR.login, LESSOR.password, LESSOR.phone));
    const refused = new Map();
    const cpuBefore = [...apis, worker].map((p) => cpuSeconds(p.pid));
    const result = await fixedTime({ workers: CLIENTS, seconds: SECONDS }, (timed, client, i) => {
      // Client c speaks to api c mod the number of apis, with its own token.
      const side = client % apis.length;
      return timed(async () => {
        const res = await fetch(`${apis[side].base}/contracts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[side]}` },
          body: JSON.stringify({
            kind: 'OTHER_RENT',
            contractNumber: `SC-${label}-${client}-${i}`,
            contractDate: today,
            lesseeId: LESSEE,
            cadastralNumber: objects[client],
            area: 1,
            monthlyPayment: 3_000_000,
            beginDate: today,
            endDate,
          }),
        });
        const body = await res.json();
        // A refusal is counted, not timed: every registration here should be accepted.
        if (res.status !== 201) throw new Error(`${res.status} ${body.code ?? ''}`);
      }).catch((error) => refused.set(error.message, (refused.get(error.message) ?? 0) + 1));
    });
    const cpu = [...apis, worker].map((p, i) => cpuSeconds(p.pid) - cpuBefore[i]);
    const errors = [...refused.values()].reduce((a, b) => a + b, 0);
    report(
      `registrations through HTTP, ${CLIENTS} clients, ${apis.length} api process${apis.length > 1 ? 'es' : ''} + 1 worker`,
      `${result.rate}/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, errors ${errors}` +
        (errors > 0 ? ` (${[...refused].map(([k, v]) => `${k}: ${v}`).join(', ')})` : '') +
        `; CPU s during the run, warm-up included: ${apis.map((_, i) => `api ${i + 1} ${cpu[i].toFixed(1)}`).join(', ')}, worker ${cpu.at(-1).toFixed(1)}`,
      { figure: `scale-commands-${apis.length}api`, ...result, errors, clients: CLIENTS, seconds: SECONDS },
    );
  };

  await run([first], '1');
  const second = started(await startApi(url, env));
  await run([first, second], '2');
  // The projection figures have the machine to themselves.
  await Promise.all([first, worker, second].map((p) => p.stop()));
}

/**
 * 2. The backlog: rental-log.mjs's contracts, dated from today on (a job the jobs reactor schedules for a
 * date already past would append events while the workers catch up), each registration with the number it
 * would have been given (one without would be numbered by the workers at their start, appending more), in
 * a database an api process has started on once (it makes the projections' checkpoint rows and the
 * reference data) and no worker has. Each run starts its workers on a copy of it.
 */
async function projectionThroughput() {
  const backlog = urlOf('rp_bench_scale_backlog');
  await ensureDatabase(backlog);
  const db = await new DataSource(dataSourceOptions(backlog)).initialize();
  await db.destroy();
  const appends = rentalLog(CONTRACTS, 20260101, Date.now());
  const series = new Map();
  for (const { events } of appends)
    for (const e of events.filter((x) => x.type === 'ContractCreated')) {
      const year = e.data.createdAt.slice(0, 4);
      series.set(year, (series.get(year) ?? 0) + 1);
      e.data.registrationNumber = `${year}-26-${String(series.get(year)).padStart(7, '0')}`;
    }
  const writer = new pg.Client({ connectionString: backlog });
  await writer.connect();
  const events = await writeLog(writer, appends);
  await writer.query('VACUUM ANALYZE events');
  await writer.end();
  const api = started(
    await startApi(backlog, { JWT_SECRET, QUEUE_PREFIX: `${PREFIX}-backlog`, PROCESS_ROLE: 'api', SEED_DEMO: '0' }),
  );
  await api.stop();
  console.log(`  backlog: ${n(CONTRACTS)} contracts, ${n(events)} events`);

  for (const workers of [1, 2]) await catchUp(workers, events);
}

/** Starts `workers` workers together on a copy of the backlog and times them until every projection is at the head. */
async function catchUp(workers, events) {
  const name = `rp_bench_scale_w${workers}`;
  await query(ADMIN, `CREATE DATABASE ${name} TEMPLATE rp_bench_scale_backlog`);
  const url = urlOf(name);
  const before = new Map(
    (
      await query(
        url,
        'SELECT projection, transaction_id::text AS tx, position::text AS pos FROM projection_checkpoints',
      )
    ).map((r) => [r.projection, { tx: r.tx, pos: r.pos }]),
  );
  // Each committed batch announces the projection's new checkpoint from the worker's own connection: the
  // notification's sender is that connection's backend, and its application name (PGAPPNAME) the worker.
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  const names = new Map();
  const moves = [];
  let firstMove;
  listener.on('notification', ({ processId, payload }) => {
    firstMove ??= performance.now();
    if (!names.has(processId))
      names.set(
        processId,
        query(url, 'SELECT application_name FROM pg_stat_activity WHERE pid = $1', [processId]).then(
          (rows) => rows[0]?.application_name || `backend ${processId}`,
        ),
      );
    const [projection, position] = payload.split(' ');
    const [tx, pos] = position.split('-');
    moves.push({ processId, projection, tx, pos });
  });
  await listener.query(`LISTEN ${CHECKPOINTS_CHANNEL}`);

  const t0 = performance.now();
  const portals = [];
  for (let w = 1; w <= workers; w++) {
    const portal = started(
      await spawnPortal(url, {
        JWT_SECRET,
        QUEUE_PREFIX: `${PREFIX}-w${workers}`,
        PROCESS_ROLE: 'worker',
        SEED_DEMO: '0',
        PGAPPNAME: `worker-${w}`,
      }),
    );
    portals.push(portal);
  }
  const behind = async () =>
    await query(
      url,
      `SELECT projection, stalled_at IS NOT NULL AS stalled FROM projection_checkpoints c
          WHERE c.stalled_at IS NOT NULL OR EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position))`,
    );
  for (;;) {
    const late = await behind();
    if (late.some((r) => r.stalled))
      throw new Error(`stalled: ${late.filter((r) => r.stalled).map((r) => r.projection)}`);
    if (late.length === 0) break;
    if (performance.now() - t0 > 600_000) throw new Error(`not caught up in 10 min: ${late.map((r) => r.projection)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const done = performance.now();
  const cpu = portals.map((p) => cpuSeconds(p.pid));
  await Promise.all(portals.map((p) => p.stop()));
  await listener.end();

  // Events each move covered: those after the projection's checkpoint before it, up to its new one.
  const split = new Map();
  for (const projection of before.keys()) {
    const own = moves.filter((m) => m.projection === projection);
    if (own.length === 0) continue;
    const previous = [before.get(projection), ...own.slice(0, -1)];
    const counts = await query(
      url,
      `SELECT (SELECT count(*) FROM events e WHERE (e.transaction_id, e.position) > (m.ptx::xid8, m.ppos)
                  AND (e.transaction_id, e.position) <= (m.tx::xid8, m.pos))::int AS n
         FROM unnest($1::text[], $2::bigint[], $3::text[], $4::bigint[]) WITH ORDINALITY AS m(ptx, ppos, tx, pos, i) ORDER BY m.i`,
      [previous.map((p) => p.tx), previous.map((p) => p.pos), own.map((m) => m.tx), own.map((m) => m.pos)],
    );
    for (const [i, m] of own.entries()) {
      const worker = await names.get(m.processId);
      const key = `${projection}\t${worker}`;
      const at = split.get(key) ?? { events: 0, batches: 0 };
      at.events += counts[i].n;
      if (counts[i].n > 0) at.batches++;
      split.set(key, at);
    }
  }
  await query(ADMIN, `DROP DATABASE ${name} WITH (FORCE)`);

  const seconds = (done - t0) / 1000;
  const working = (done - firstMove) / 1000;
  report(
    `projection catch-up, ${n(events)}-event backlog, ${workers > 1 ? `${workers} workers started together` : '1 worker'}`,
    `every projection at the head ${seconds.toFixed(1)} s after the start: ${n(events / seconds)} events/s ` +
      `(${n(events / working)} events/s from the first checkpoint moved, ${((firstMove - t0) / 1000).toFixed(1)} s after the start); ` +
      `worker CPU s ${cpu.map((c) => c.toFixed(1)).join(' + ')}`,
    {
      figure: `scale-projections-${workers}w`,
      events,
      seconds,
      rate: events / seconds,
      fromFirstMove: events / working,
    },
  );
  const byProjection = new Map();
  for (const [key, at] of split) {
    const [projection, worker] = key.split('\t');
    byProjection.set(projection, [...(byProjection.get(projection) ?? []), { worker, ...at }]);
  }
  for (const [projection, rows] of [...byProjection].sort()) {
    console.log(
      `    ${projection.padEnd(28)} ${rows
        .sort((a, b) => a.worker.localeCompare(b.worker))
        .map((r) => `${r.worker} ${n(r.events)} events in ${r.batches} batches`)
        .join(', ')}`,
    );
  }
}

/** The keys of every process this run started: their namespaces are PREFIX's parts joined with an installation id. */
async function deleteRedisKeys() {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const found = [];
    for await (const keys of redis.scanStream({ match: `${PREFIX}-*`, count: 1000 })) found.push(...keys);
    if (found.length > 0) await redis.del(...found);
  } finally {
    redis.disconnect();
  }
}
