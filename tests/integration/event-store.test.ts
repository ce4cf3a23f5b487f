import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { contractSummaryProjection, ContractSummary } from '@rent/projections';
import { BEGIN_WRITER, createLogger, type PostgresEventStore, ProjectorRunner } from '@rent/backend';
import { contractCreated, testMetadata as metadata } from './support/event-log.js';
import { eventStoreContract } from './support/event-store-contract.js';
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

// What every adapter does (support/event-store-contract.ts); the database is closed by this file.
eventStoreContract('PostgreSQL event store', async () => ({ store, close: async () => undefined }));

describe('PostgreSQL event store: its transactions', () => {
  it('writes an append to several streams in one transaction: one transaction id for all its events', async () => {
    const [a, b] = [`test-b-${randomUUID()}`, `test-a-${randomUUID()}`];
    await store.appendToStream(a, 0, [event(1)], metadata);
    await store.appendToStreams(
      [
        { streamId: a, expectedVersion: 1, events: [event(2), event(3)] },
        { streamId: b, expectedVersion: 0, events: [event(1)] },
      ],
      metadata,
    );
    const [readA, readB] = [await store.readStream(a), await store.readStream(b)];
    expect(new Set([readA[1]!, readA[2]!, readB[0]!].map((e) => e.globalPosition.transactionId)).size).toBe(1);
    expect(readA[0]!.globalPosition.transactionId).not.toBe(readB[0]!.globalPosition.transactionId);
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
