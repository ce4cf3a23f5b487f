// Benchmark: rebuilding each read model from a realistic log, and the live path after it. Prints figures;
// asserts nothing about time (a run that replays fewer events than the log holds is an error, not a figure).
//  1. writes BENCH_REBUILD_CONTRACTS contracts' events (default 100,000: about 420,000 events) into a fresh database;
//  2. per read model, with ProjectorRunner.rebuild: its first build into empty tables in batches of 500
//     (the runner's own size), then a rebuild over the rows it has (what `npm run rebuild` does: the old
//     rows are deleted in the same transaction) at each batch size of BENCH_BATCH_SIZES (default
//     "500,5000,20000"; the CLI rebuilds in 20,000), each after a VACUUM so that every run meets the same tables; events/s of the whole log;
//  3. the live path: BENCH_LIVE_EVENTS more events (default 2,000) appended a few at a time, each append
//     followed by a catch-up of every read model over its full tables: the time of a catch-up and of
//     the projection's own `apply` in it.
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createLogger, dataSourceOptions, ensureDatabase, PostgresEventStore, ProjectorRunner } from '@rent/backend';
import { projections } from '@rent/projections';
import { report } from './support/http.mjs';
import { rentalLog, writeLog } from './support/rental-log.mjs';

const CONTRACTS = Number(process.env.BENCH_REBUILD_CONTRACTS ?? 100_000);
const BATCH_SIZES = (process.env.BENCH_BATCH_SIZES ?? '500,5000,20000').split(',').map(Number);
const LIVE_EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 2000);
/** Appends per live round: a busy moment's worth, as a live batch usually holds. */
const LIVE_APPENDS_PER_ROUND = 3;
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = 'postgres://postgres@127.0.0.1:5432/rp_bench_rebuild';

const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query('DROP DATABASE IF EXISTS rp_bench_rebuild WITH (FORCE)');
await adminClient.end();
await ensureDatabase(url);
const db = await new DataSource(dataSourceOptions(url)).initialize();
const pool = new pg.Pool({ connectionString: url, max: 4 });
pool.on('error', () => undefined);
const store = new PostgresEventStore(pool);
const log = createLogger('silent');

// 1. the log, with the last appends held back for the live path
let started = performance.now();
const appends = rentalLog(CONTRACTS);
let live = 0;
let split = appends.length;
while (split > 0 && live < LIVE_EVENTS) live += appends[--split].events.length;
const writer = await pool.connect();
const total = await writeLog(writer, appends.slice(0, split));
await writer.query('VACUUM ANALYZE events');
const counts = await writer.query('SELECT type, count(*)::int AS n FROM events GROUP BY type ORDER BY n DESC');
report(
  `log: ${CONTRACTS.toLocaleString('en')} contracts, ${total.toLocaleString('en')} events written`,
  `${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`  ${counts.rows.map((r) => `${r.type} ${r.n}`).join(', ')}`);

/**
 * The store reads only below the oldest transaction still writing events, so each measurement starts
 * once the newest event written (and with it every other) is readable.
 */
async function readable() {
  for (let i = 0; i < 600; i++) {
    const { rows } = await writer.query(
      'SELECT (SELECT transaction_id FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1) < rent_events_safe_bound() AS ok',
    );
    if (rows[0].ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('events written stay unreadable: an event writer holds the store back');
}

/** How many events of the log a projection replaying its streams reads: its types, in its streams. */
async function eventsOf(projection) {
  const { rows } = await writer.query(
    'SELECT count(*)::int AS n FROM events WHERE left(stream_id, length($1)) = $1 AND type = ANY($2)',
    [projection.rebuildStreams, [...projection.eventTypes]],
  );
  return rows[0].n;
}

async function rebuild(projection, batchSize, label) {
  for (const table of projection.tables) await writer.query(`VACUUM ANALYZE ${table}`);
  await readable();
  const runner = new ProjectorRunner(db, store, [projection], log, {
    batchSize,
    rebuildBatchSize: batchSize,
    pollMs: 60_000,
  });
  const t0 = performance.now();
  const replayed = await runner.rebuild(projection.name);
  const seconds = (performance.now() - t0) / 1000;
  // A replay stream after stream reads only its own streams' events; the figure stays events of the log per second.
  const expected = projection.rebuildStreams ? await eventsOf(projection) : total;
  if (replayed !== expected) throw new Error(`${projection.name} replayed ${replayed} of ${expected} events`);
  report(
    `${projection.name}: ${label}, batches of ${batchSize}`,
    `${Math.round(total / seconds).toLocaleString('en')} events/s (${seconds.toFixed(1)} s)`,
  );
}

// 2. rebuilds
for (const projection of projections) {
  await rebuild(projection, 500, 'first build');
  for (const batchSize of BATCH_SIZES) await rebuild(projection, batchSize, 'rebuild over its rows');
}

// 3. the live path: rows exist, and each round's few events land on contracts already there
const applying = new Map(projections.map((p) => [p.name, 0]));
const timed = projections.map((p) => ({
  ...p,
  apply: async (em, events) => {
    const t0 = performance.now();
    await p.apply(em, events);
    applying.set(p.name, applying.get(p.name) + performance.now() - t0);
  },
}));
const runner = new ProjectorRunner(db, store, timed, log, { batchSize: 500, pollMs: 60_000 });
const catchingUp = new Map(projections.map((p) => [p.name, 0]));
let written = total;
let rounds = 0;
for (let from = split; from < appends.length; from += LIVE_APPENDS_PER_ROUND) {
  written += await writeLog(writer, appends.slice(from, from + LIVE_APPENDS_PER_ROUND));
  await readable();
  for (const projection of projections) {
    const t0 = performance.now();
    await runner.catchUp(projection.name);
    catchingUp.set(projection.name, catchingUp.get(projection.name) + performance.now() - t0);
  }
  rounds++;
}
const [last] = await db.query(
  'SELECT transaction_id::text, position::text FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1',
);
for (const projection of projections) {
  const at = await runner.checkpoint(projection.name);
  if (String(at.position) !== last.position || String(at.transactionId) !== last.transaction_id)
    throw new Error(`${projection.name} did not catch up`);
  const each = (ms) => `${(ms / rounds).toFixed(2)} ms`;
  report(
    `${projection.name}: live, ${rounds} catch-ups of ~${Math.round((written - total) / rounds)} events`,
    `${each(catchingUp.get(projection.name))} each, apply ${each(applying.get(projection.name))}`,
  );
}

writer.release();
await pool.end();
await db.destroy();
