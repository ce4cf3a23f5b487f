import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { contractSummaryProjection } from '@rent/projections';
import {
  contractJobsReactor,
  createLogger,
  type PostgresEventStore,
  ProjectorRunner,
  redisConnection,
  systemClock,
} from '@rent/backend';
import { burnTransactionIds, contractCreated, nextTransactionId, testMetadata } from './support/event-log.js';
import { type StoreDatabase, storeDatabase } from './support/store-database.js';
import { sql } from './support/test-database.js';

// The core issue's first finding: the log was read in the text order of its transaction ids ("115801"
// before "19802"), and a checkpoint compared as xid8 jumped over what a batch left out. Here a log is
// written with chosen transaction ids on both sides of a power of ten, in an order unlike the ids', and
// a live catch-up, a rebuild and the jobs reactor must each see every event exactly once.
const EVENTS = 1200;
let db: StoreDatabase;
let dataSource: DataSource;
let store: PostgresEventStore;
let queue: Queue;
let boundary: bigint;

beforeAll(async () => {
  db = await storeDatabase(10);
  ({ dataSource, store } = db);
  queue = new Queue('contract-jobs', {
    connection: redisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
    prefix: `test-${randomBytes(4).toString('hex')}`,
  });

  // Ids already given out, so that every chosen one is of a finished transaction: the largest power of
  // ten with room for the log on both sides below the next id.
  const half = BigInt(EVENTS / 2);
  if ((await nextTransactionId(db.url)) < 1000n + half + 10n) await burnTransactionIds(db.url, 1000n + half + 10n);
  const next = await nextTransactionId(db.url);
  boundary = 10n ** BigInt((next - half - 1n).toString().length - 1);
  const ids = Array.from({ length: EVENTS }, (_, i) => boundary - half + BigInt(i));
  // Written in an order unlike the ids' (every third id first), so positions and ids disagree.
  const order = [...ids.filter((_, i) => i % 3 === 0), ...ids.filter((_, i) => i % 3 !== 0)];
  const contracts = order.map(() => randomUUID());
  await sql(
    db.url,
    `INSERT INTO events (transaction_id, stream_id, stream_version, event_id, type, data, metadata)
     SELECT x::xid8, 'contract-' || c, 1, gen_random_uuid(), 'ContractCreated', d, $4::jsonb FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS r(x, c, d)`,
    [
      order.map(String),
      contracts,
      contracts.map((c, i) => JSON.stringify(contractCreated(c, `X-${order[i]}`, '2031-01-15'))),
      JSON.stringify(testMetadata),
    ],
  );
});

afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  await db.close();
});

const summaryRows = async () =>
  Number((await sql<{ n: string }>(db.url, 'SELECT count(*) AS n FROM contract_summary'))[0]!.n);

describe(`a log whose transaction ids cross a power of ten`, () => {
  it('holds ids of both lengths, and their text order is not their order', async () => {
    const [lengths] = await sql<{ short: string; long: string }>(
      db.url,
      `SELECT count(*) FILTER (WHERE length(transaction_id::text) = $1) AS short, count(*) FILTER (WHERE length(transaction_id::text) = $1 + 1) AS long FROM events`,
      [boundary.toString().length - 1],
    );
    expect({ short: Number(lengths!.short), long: Number(lengths!.long) }).toEqual({
      short: EVENTS / 2,
      long: EVENTS / 2,
    });
  });

  it('a live catch-up in small batches applies every event once, in (xid8, position) order', async () => {
    const seen: string[] = [];
    const spy = {
      name: 'order-spy',
      eventTypes: new Set(['ContractCreated']),
      tables: [],
      apply: async (_em: unknown, events: readonly { eventId: string }[]) =>
        void seen.push(...events.map((e) => e.eventId)),
    };
    const runner = new ProjectorRunner(dataSource, store, [contractSummaryProjection, spy], createLogger('silent'), {
      batchSize: 100,
      pollMs: 60_000,
    });
    await runner.catchUp();
    expect(await summaryRows()).toBe(EVENTS);
    const inOrder = await sql<{ event_id: string }>(
      db.url,
      'SELECT event_id FROM events ORDER BY transaction_id, position',
    );
    expect(seen).toEqual(inOrder.map((r) => r.event_id));
  });

  it('a rebuild in small batches replays every event once and leaves every row', async () => {
    const runner = new ProjectorRunner(dataSource, store, [contractSummaryProjection], createLogger('silent'), {
      batchSize: 100,
      rebuildBatchSize: 100,
      pollMs: 60_000,
    });
    expect(await runner.rebuild('contract-summary')).toBe(EVENTS);
    expect(await summaryRows()).toBe(EVENTS);
  });

  it('the jobs reactor schedules every letter of guarantee’s check once', async () => {
    const runner = new ProjectorRunner(dataSource, store, [], createLogger('silent'), {
      batchSize: 100,
      pollMs: 60_000,
    });
    runner.register(contractJobsReactor(queue, store, systemClock));
    await runner.catchUp();
    const jobs = await queue.getJobs(['delayed', 'wait'], 0, EVENTS * 2);
    expect(jobs.filter((j) => j.name === 'check-guarantee')).toHaveLength(EVENTS);
    expect(new Set(jobs.map((j) => (j.data as { contractId: string }).contractId)).size).toBe(EVENTS);
  });
});

describe('the startup check of every checkpoint against the log', () => {
  it('stalls a projection whose checkpoint is no event of the log, until it is rebuilt', async () => {
    await sql(
      db.url,
      `UPDATE projection_checkpoints SET transaction_id = '99999999', position = 424242 WHERE projection = 'contract-summary'`,
    );
    const runner = new ProjectorRunner(dataSource, store, [contractSummaryProjection], createLogger('silent'), {
      batchSize: 500,
      pollMs: 60_000,
    });
    await runner.start();
    try {
      const [status] = await runner.status();
      expect(status).toMatchObject({
        name: 'contract-summary',
        stalled: { error: expect.stringMatching(/not an event of the log/) },
      });
      expect(await runner.rebuild('contract-summary')).toBe(EVENTS);
      const [after] = await runner.status();
      expect(after).toMatchObject({ stalled: null, behind: 0 });
    } finally {
      await runner.stop();
    }
  });
});
