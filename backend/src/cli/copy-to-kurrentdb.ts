// `npm run copy-to-kurrentdb [-- <events per batch>]`: copies the PostgreSQL event log (DATABASE_URL) into
// KurrentDB (KURRENTDB_URL), then checks that every stream has the same number of events and the same
// last version in both. Run it with the portal stopped: what is written meanwhile would differ.
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import pg from 'pg';
import { formatPosition, type GlobalPosition } from '@rent/domain';
import { loadConfig } from '../config/config.js';
import { START } from '../event-store/event-store.port.js';
import { AtomicAppend } from '../event-store/kurrentdb/atomic-append.js';
import { fromRecorded } from '../event-store/kurrentdb/event-data.js';
import {
  COPY_PROGRESS_STREAM,
  copyBatch,
  type CopyProgress,
  type KeptSnapshot,
  LogComparison,
  progressOf,
  type StreamTally,
  tallyEvent,
} from '../event-store/kurrentdb/log-copy.js';
import { logPages, streamEventsBackwards } from '../event-store/kurrentdb/reads.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { progressBar } from './progress.js';

const batchSize = Number(process.argv[2] ?? 500);
if (!Number.isInteger(batchSize) || batchSize < 1) {
  process.stderr.write('Usage: npm run copy-to-kurrentdb [-- <events per batch, 500 by default>]\n');
  process.exit(2);
}
const config = loadConfig();
if (!config.KURRENTDB_URL) {
  process.stderr.write('KURRENTDB_URL must name the KurrentDB to copy into (kurrentdb://…)\n');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
const client = KurrentDBClient.connectionString(config.KURRENTDB_URL);
try {
  const total = await copy();
  const mismatches = await verify(total);
  process.exitCode = mismatches > 0 ? 1 : 0;
} finally {
  await client.dispose();
  await pool.end();
}

/** Copies the log batch by batch in global order, from where an earlier run got to; answers the log's size. */
async function copy(): Promise<number> {
  const source = new PostgresEventStore(pool);
  const append = new AtomicAppend(client);
  let progress = await copiedSoFar();
  const total = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
  const bar = progressBar('copy');
  if (progress.events > 0)
    process.stderr.write(
      `going on after ${formatPosition(progress.through)} (${progress.events} events copied before)\n`,
    );
  for (;;) {
    const events = await source.readAll(progress.through, batchSize);
    if (events.length === 0) break;
    const planned = copyBatch(events, await snapshotsOf([...new Set(events.map((e) => e.streamId))]), progress);
    await append.append(planned.batches);
    progress = planned.progress;
    bar.update(
      progress.events,
      total,
      `${progress.events.toLocaleString('en')} of ${total.toLocaleString('en')} events`,
    );
  }
  bar.finish(`${progress.events.toLocaleString('en')} events copied, through ${formatPosition(progress.through)}`);
  return total;
}

/** Where the copy got to: the newest event of the progress stream, appended with the last batch copied. */
async function copiedSoFar(): Promise<CopyProgress> {
  for await (const raw of streamEventsBackwards(client, COPY_PROGRESS_STREAM, 1)) {
    const event = fromRecorded(raw);
    if (event) return progressOf(event.data, event.streamVersion);
  }
  return { through: START as GlobalPosition, events: 0, version: 0 };
}

/** The streams' latest snapshots (event_streams), each put on the event it was kept at. */
async function snapshotsOf(streamIds: string[]): Promise<Map<string, KeptSnapshot>> {
  const { rows } = await pool.query<{ stream_id: string; snapshot: unknown; snapshot_version: number }>(
    `SELECT stream_id, snapshot, snapshot_version FROM event_streams
      WHERE stream_id = ANY($1) AND snapshot_version IS NOT NULL`,
    [streamIds],
  );
  return new Map(rows.map((r) => [r.stream_id, { version: r.snapshot_version, state: r.snapshot }]));
}

/**
 * Counts every stream's events and last version in KurrentDB in one pass over $all (a tally per
 * stream: for a million streams some hundreds of megabytes, once), then compares PostgreSQL's, a page
 * of streams at a time. Answers the number of mismatches, each printed (the first 50).
 */
async function verify(expected: number): Promise<number> {
  const tally = new Map<string, StreamTally>();
  let read = 0;
  const bar = progressBar('verify');
  for await (const page of logPages(client, START)) {
    for (const raw of page) {
      const event = fromRecorded(raw);
      if (event && event.streamId !== COPY_PROGRESS_STREAM) tallyEvent(tally, event.streamId, event.streamVersion);
    }
    read += page.length;
    bar.update(read, expected, `${read.toLocaleString('en')} KurrentDB events counted`);
  }
  const comparison = new LogComparison(tally);
  for (let after = ''; ;) {
    const { rows } = await pool.query<{ stream_id: string; n: number; last: number }>(
      `SELECT stream_id, count(*)::int AS n, max(stream_version) AS last FROM events
        WHERE stream_id > $1 GROUP BY stream_id ORDER BY stream_id LIMIT 10000`,
      [after],
    );
    if (rows.length === 0) break;
    comparison.compare(new Map(rows.map((r) => [r.stream_id, { count: r.n, lastVersion: r.last }])));
    after = rows[rows.length - 1]!.stream_id;
  }
  const mismatches = comparison.finish();
  bar.finish('done');
  const said = (t: StreamTally | null) => (t ? `${t.count} events, last version ${t.lastVersion}` : 'no such stream');
  for (const m of mismatches.slice(0, 50))
    process.stdout.write(`MISMATCH ${m.streamId}: PostgreSQL ${said(m.postgres)}; KurrentDB ${said(m.kurrentdb)}\n`);
  process.stdout.write(
    `PostgreSQL: ${comparison.postgresStreams} streams, ${comparison.postgresEvents} events\n` +
      `KurrentDB:  ${comparison.kurrentdbStreams} streams, ${comparison.kurrentdbEvents} events\n` +
      (mismatches.length === 0
        ? 'Every stream has the same events count and last version in both.\n'
        : `${mismatches.length} streams differ.\n`),
  );
  return mismatches.length;
}
