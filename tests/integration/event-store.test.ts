import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { contractSummaryProjection, ContractSummary } from '@rent/projections';
import {
  BEGIN_WRITER,
  createLogger,
  type PostgresEventStore,
  ProjectorRunner,
  START,
  WrongExpectedVersionError,
} from '@rent/backend';
import { contractCreated, testMetadata as metadata } from './support/event-log.js';
import { type StoreDatabase, storeDatabase } from './support/store-database.js';

let db: StoreDatabase;
let dataSource: DataSource;
let pool: pg.Pool;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await storeDatabase(25);
  ({ dataSource, pool, store } = db);
});

afterAll(() => db.close());

const event = (n: number) => ({ type: 'Tested', data: { n } });

describe('PostgreSQL event store', () => {
  it('appends to a new stream and reads it back in order, with uuids and metadata', async () => {
    const stream = `test-${randomUUID()}`;
    const result = await store.appendToStream(stream, 0, [event(1), event(2)], metadata);
    expect(result.nextExpectedVersion).toBe(2);
    const read = await store.readStream(stream);
    expect(read.map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
    ]);
    expect(read[0]!.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(read[0]!.eventId).not.toBe(read[1]!.eventId);
    expect(read[1]!.metadata).toEqual(metadata);
    expect(read[1]!.globalPosition).toEqual(result.lastPosition);
  });

  it('refuses an append at a version the stream is not at, with a typed error, and writes nothing', async () => {
    const stream = `test-${randomUUID()}`;
    await store.appendToStream(stream, 0, [event(1)], metadata);
    await expect(store.appendToStream(stream, 0, [event(2)], metadata)).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    await expect(store.appendToStream(stream, 5, [event(2)], metadata)).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('appends to several streams at once, in one transaction: each numbered on from its own version, the last named one’s version answered', async () => {
    const [a, b] = [`test-b-${randomUUID()}`, `test-a-${randomUUID()}`];
    await store.appendToStream(a, 0, [event(1)], metadata);
    const result = await store.appendToStreams(
      [
        { streamId: a, expectedVersion: 'any', events: [event(2), event(3)] },
        { streamId: b, expectedVersion: 0, events: [event(1)] },
      ],
      metadata,
    );
    expect(result.nextExpectedVersion).toBe(1);
    const [readA, readB] = [await store.readStream(a), await store.readStream(b)];
    expect(readA.map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
      [3, { n: 3 }],
    ]);
    expect(readB.map((e) => [e.streamVersion, e.data])).toEqual([[1, { n: 1 }]]);
    expect(new Set([readA[1]!, readA[2]!, readB[0]!].map((e) => e.globalPosition.transactionId)).size).toBe(1);
    // A wrong version anywhere writes none of it.
    await expect(
      store.appendToStreams(
        [
          { streamId: a, expectedVersion: 'any', events: [event(4)] },
          { streamId: b, expectedVersion: 0, events: [event(2)] },
        ],
        metadata,
      ),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.readStream(a)).toHaveLength(3);
  });

  it('lets exactly one of 20 concurrent appends at the same version win', async () => {
    const stream = `test-${randomUUID()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => store.appendToStream(stream, 0, [event(i)], metadata)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(losers).toHaveLength(19);
    for (const l of losers) expect(l.reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('under 20 writers racing to extend one stream, every version is won by exactly one', async () => {
    const stream = `test-${randomUUID()}`;
    const wins: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, writer) => {
        for (;;) {
          const version = (await store.readStream(stream)).length;
          try {
            await store.appendToStream(stream, version, [event(writer)], metadata);
            wins.push(version + 1);
            return;
          } catch (e) {
            if (!(e instanceof WrongExpectedVersionError)) throw e;
          }
        }
      }),
    );
    expect(wins.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const read = await store.readStream(stream);
    expect(read.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(read.map((e) => (e.data as { n: number }).n)).size).toBe(20);
  });

  it('reads all streams after a checkpoint in global order', async () => {
    const a = `test-${randomUUID()}`;
    const b = `test-${randomUUID()}`;
    const first = await store.appendToStream(a, 0, [event(1)], metadata);
    await store.appendToStream(b, 0, [event(2)], metadata);
    await store.appendToStream(a, 1, [event(3)], metadata);
    const after = await store.readAll(first.lastPosition, 100);
    const ours = after.filter((e) => e.streamId === a || e.streamId === b);
    expect(ours.map((e) => (e.data as { n: number }).n)).toEqual([2, 3]);
    const all = await store.readAll(START, 10_000);
    const positions = all.map((e) => e.globalPosition);
    const sorted = [...positions].sort((x, y) =>
      x.transactionId === y.transactionId
        ? Number(x.position - y.position)
        : x.transactionId < y.transactionId
          ? -1
          : 1,
    );
    expect(positions).toEqual(sorted);
  });
});

describe('the gap: a slow transaction commits a lower position after a faster one', () => {
  it('a projector run does not skip the slow transaction’s event once it commits', async () => {
    const runner = new ProjectorRunner(dataSource, store, [contractSummaryProjection], createLogger('silent'));
    await runner.catchUp();
    const slow = randomUUID();
    const fast = randomUUID();

    // The slow writer takes its position first and keeps its transaction open. Like every event writer
    // it holds the writer lock from the start of its transaction.
    const client = await pool.connect();
    await client.query(BEGIN_WRITER);
    await client.query('INSERT INTO event_streams (stream_id, version) VALUES ($1, 1)', [`contract-${slow}`]);
    const slowPosition = (
      await client.query<{ position: string }>(
        `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
         VALUES ($1, 1, $2, 'ContractCreated', $3, $4) RETURNING position`,
        [`contract-${slow}`, randomUUID(), JSON.stringify(contractCreated(slow, 'SLOW')), JSON.stringify(metadata)],
      )
    ).rows[0]!.position;

    // The fast writer commits a higher position meanwhile.
    const fastResult = await store.appendToStream(
      `contract-${fast}`,
      0,
      [{ type: 'ContractCreated', data: contractCreated(fast, 'FAST') }],
      metadata,
    );
    expect(BigInt(slowPosition)).toBeLessThan(fastResult.lastPosition.position);

    // A run now must not move past the open transaction: it sees neither (the fast one waits its turn).
    await runner.catchUp();
    const summaries = dataSource.getRepository(ContractSummary);
    expect(await summaries.findOneBy({ id: slow })).toBeNull();
    expect(await summaries.findOneBy({ id: fast })).toBeNull();

    await client.query('COMMIT');
    client.release();
    await runner.catchUp();
    expect((await summaries.findOneBy({ id: slow }))?.contractNumber).toBe('SLOW');
    expect((await summaries.findOneBy({ id: fast }))?.contractNumber).toBe('FAST');
    expect(await runner.waitFor('contract-summary', fastResult.lastPosition, 1000)).toBe(true);
  });

  it('applies an event once even when it is replayed', async () => {
    const runner = new ProjectorRunner(dataSource, store, [contractSummaryProjection], createLogger('silent'));
    const id = randomUUID();
    await store.appendToStream(
      `contract-${id}`,
      0,
      [{ type: 'ContractCreated', data: contractCreated(id, 'ONCE') }],
      metadata,
    );
    await runner.catchUp();
    // Rewind the checkpoint: the same events are applied again and change nothing.
    await dataSource.query(
      "UPDATE projection_checkpoints SET transaction_id = '0', position = 0 WHERE projection = 'contract-summary'",
    );
    await runner.catchUp();
    const rows = await dataSource.getRepository(ContractSummary).findBy({ id });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(1);
    const counts = await dataSource.query(
      "SELECT incoming, n FROM party_contract_counts WHERE party_id = '302345678' AND state = 10",
    );
    // SLOW and FAST of the gap test and this one, each counted once although all three were replayed.
    expect(counts).toEqual([{ incoming: true, n: 3 }]);
  });
});
