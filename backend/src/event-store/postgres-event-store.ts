import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { DomainEvent, EventMetadata, GlobalPosition, RecordedEvent } from '@rent/domain';
import { type AppendResult, type EventStore, type ExpectedVersion, type StreamAppend, WrongExpectedVersionError } from './event-store.port.js';

/** The channel an append notifies on commit, so projectors wake without waiting for their poll. */
export const EVENTS_CHANNEL = 'rent_events';

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  transaction_id: string;
  position: string;
  recorded_at: Date;
}

const COLUMNS = 'event_id, stream_id, stream_version, type, data, metadata, transaction_id::text, position, recorded_at';

const toRecorded = (row: EventRow): RecordedEvent => ({
  eventId: row.event_id,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  globalPosition: { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) },
  recordedAt: row.recorded_at,
});

/**
 * The event store on PostgreSQL (tables in event-store.migration.ts). A stream's row in event_streams is
 * the lock that serialises appenders: an append moves it from the expected version to the new one, so
 * of two racing appends exactly one finds it where it expected.
 */
export class PostgresEventStore implements EventStore {
  constructor(private readonly pool: pg.Pool) {}

  appendToStream(streamId: string, expectedVersion: ExpectedVersion, events: readonly DomainEvent[], metadata: EventMetadata): Promise<AppendResult> {
    return this.appendToStreams([{ streamId, expectedVersion, events }], metadata);
  }

  async appendToStreams(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult> {
    if (appends.length === 0 || appends.some((a) => a.events.length === 0)) throw new Error('Nothing to append');
    // Streams are locked in one order by every writer, so two multi-stream appends never deadlock.
    const ordered = [...appends].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      let last: { transaction_id: string; position: string } | undefined;
      let nextVersion = 0;
      for (const { streamId, expectedVersion, events } of ordered) {
        const from = expectedVersion === 'any' ? await this.currentVersion(client, streamId) : expectedVersion;
        const version = from + events.length;
        const moved =
          from === 0
            ? await client.query('INSERT INTO event_streams (stream_id, version) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING', [streamId, version])
            : await client.query('UPDATE event_streams SET version = $3 WHERE stream_id = $1 AND version = $2', [streamId, from, version]);
        if (moved.rowCount !== 1) throw new WrongExpectedVersionError(streamId, from);

        const inserted = await client.query<{ transaction_id: string; position: string }>(
          `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
           SELECT $1, v, id, t, d, $6::jsonb
             FROM unnest($2::int[], $3::uuid[], $4::text[], $5::jsonb[]) AS e(v, id, t, d)
           RETURNING transaction_id::text, position`,
          [
            streamId,
            events.map((_, i) => from + i + 1),
            events.map(() => randomUUID()),
            events.map((e) => e.type),
            events.map((e) => JSON.stringify(e.data)),
            JSON.stringify(metadata),
          ],
        );
        const row = inserted.rows[inserted.rows.length - 1]!;
        if (!last || BigInt(row.position) > BigInt(last.position)) last = row;
        if (streamId === appends[appends.length - 1]!.streamId) nextVersion = version;
        await client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, streamId]);
      }
      await client.query('COMMIT');
      return {
        nextExpectedVersion: nextVersion,
        lastPosition: { transactionId: BigInt(last!.transaction_id), position: BigInt(last!.position) },
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** A stream's version, holding its row until the transaction ends (0 when it does not exist yet). */
  private async currentVersion(client: pg.PoolClient, streamId: string): Promise<number> {
    const { rows } = await client.query<{ version: number }>('SELECT version FROM event_streams WHERE stream_id = $1 FOR UPDATE', [streamId]);
    return rows[0]?.version ?? 0;
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    // Only transactions older than the oldest one still running: everything below it has committed or
    // aborted, so no event can later appear before the checkpoint a reader moves to (the "gap" problem).
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events e
        WHERE (e.transaction_id, e.position) > ($1::xid8, $2::bigint)
          AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY e.transaction_id, e.position
        LIMIT $3`,
      [after.transactionId.toString(), after.position.toString(), limit],
    );
    return rows.map(toRecorded);
  }
}
