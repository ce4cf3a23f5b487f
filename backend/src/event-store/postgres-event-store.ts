import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { DomainEvent, EventMetadata, GlobalPosition, RecordedEvent } from '@rent/domain';
import { withClient } from '../database/guarded-client.js';
import { WRONG_VERSION_SQLSTATE } from './append-function.migration.js';
import { BEGIN_WRITER } from './event-writer-lock.js';
import {
  type AppendResult,
  type Backlog,
  type Decision,
  type DecisionScope,
  type EventStore,
  type ExpectedVersion,
  START,
  type StreamAppend,
  type StreamCursor,
  type StreamState,
  type StreamWrite,
  WrongExpectedVersionError,
} from './event-store.port.js';

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

const COLUMNS = 'event_id, stream_id, stream_version, type, data, metadata, transaction_id, position, recorded_at';

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

/** A decision that waited on another which waited on it, or lost a serialization race: run it again. */
const RETRIED_CODES = new Set(['40P01', '40001']);
const MAX_DECISION_RUNS = 5;

/**
 * The event store on PostgreSQL (tables in event-store.migration.ts, functions in
 * event-writers.migration.ts). Every write is a decision in one transaction that first takes the
 * shared writer lock (so readers know to wait for it), then holds each stream it reads with a lock of
 * its own (so no other writer can change what it decides on), and writes its events and the streams'
 * new versions and snapshots in one statement.
 */
export class PostgresEventStore implements EventStore {
  private bound: Promise<string> | undefined;
  /** A NOTIFY on its way, and whether writes committed since it left. */
  private announcing = false;
  private announceAgain = false;

  constructor(private readonly pool: pg.Pool) {}

  async decide<R>(
    metadata: EventMetadata,
    decision: (scope: DecisionScope) => Promise<Decision<R>>,
  ): Promise<{ result: R; lastPosition: GlobalPosition | null }> {
    for (let run = 1; ; run++) {
      try {
        return await withClient(this.pool, (client) => this.decideOnce(client, metadata, decision));
      } catch (error) {
        if (!RETRIED_CODES.has((error as { code?: string }).code ?? '') || run >= MAX_DECISION_RUNS) throw error;
      }
    }
  }

  appendToStream(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    return this.appendToStreams([{ streamId, expectedVersion, events }], metadata);
  }

  /**
   * Events for streams at the versions named (or at any), nothing decided on what they hold: one
   * statement in one round trip (rent_append_events, append-function.migration.ts), a transaction of its
   * own with the writer lock and each stream held, as a decision's.
   */
  async appendToStreams(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult> {
    if (appends.length === 0 || appends.some((a) => a.events.length === 0)) throw new Error('Nothing to append');
    // Streams are held in one order by every such append, so two of them never wait on each other.
    const ordered = [...appends].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
    const events = ordered.flatMap((a) => a.events);
    const values = [
      ordered.map((a) => a.streamId),
      ordered.map((a) => (a.expectedVersion === 'any' ? null : a.expectedVersion)),
      ordered.map((a) => a.events.length),
      events.map(() => randomUUID()),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map(() => JSON.stringify(metadata)),
    ];
    for (let run = 1; ; run++) {
      try {
        const { rows } = await this.pool.query<{ versions: number[]; transaction_id: string; position: string }>({
          name: 'rent_append_events',
          text: 'SELECT * FROM rent_append_events($1, $2, $3, $4, $5, $6, $7)',
          values,
        });
        const [{ versions, transaction_id, position }] = rows as [(typeof rows)[number]];
        this.announce();
        const last = ordered.findIndex((a) => a.streamId === appends[appends.length - 1]!.streamId);
        return {
          nextExpectedVersion: versions[last]!,
          lastPosition: { transactionId: BigInt(transaction_id), position: BigInt(position) },
        };
      } catch (error) {
        const { code, detail } = error as { code?: string; detail?: string };
        if (code === WRONG_VERSION_SQLSTATE) {
          const stream = ordered.find((a) => a.streamId === detail)!;
          throw new WrongExpectedVersionError(stream.streamId, stream.expectedVersion as number);
        }
        if (!RETRIED_CODES.has(code ?? '') || run >= MAX_DECISION_RUNS) throw error;
      }
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return rows.map(toRecorded);
  }

  async readStreams(streamIds: readonly string[]): Promise<RecordedEvent[]> {
    if (streamIds.length === 0) return [];
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ANY($1) ORDER BY stream_id, stream_version`,
      [streamIds],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const bound = await this.safeBound();
    // A statement of its own, so its snapshot is taken after the bound looked at the writers: every writer
    // found finished by then is visible to it.
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events e
        WHERE (e.transaction_id, e.position) > ($1::xid8, $2::bigint) AND e.transaction_id < $3::xid8
        ORDER BY e.transaction_id, e.position
        LIMIT $4`,
      [after.transactionId.toString(), after.position.toString(), bound, limit],
    );
    return rows.map(toRecorded);
  }

  /**
   * The transaction id below which no event writer is still at work (rent_events_safe_bound). Readers
   * that ask while a look is under way share it: a bound is only ever more cautious than a later one,
   * and the projectors, all woken by one append, then look at the lock table once instead of each.
   */
  private safeBound(): Promise<string> {
    this.bound ??= this.pool
      .query<{ bound: string }>('SELECT rent_events_safe_bound() AS bound')
      .then((r) => r.rows[0]!.bound)
      .finally(() => {
        this.bound = undefined;
      });
    return this.bound;
  }

  async settledHead(): Promise<GlobalPosition> {
    const bound = await this.safeBound();
    const { rows } = await this.pool.query<{ transaction_id: string; position: string }>(
      `SELECT transaction_id, position FROM events WHERE transaction_id < $1::xid8
        ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      [bound],
    );
    const row = rows[0];
    return row ? { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) } : START;
  }

  /**
   * A walk of the (stream_id, stream_version) key from the cursor, or from the prefix itself, which comes
   * before every id that begins with it in any collation. The prefix is matched with LIKE, not as a range
   * up to the next string: a collation that ignores punctuation puts other ids between 'contract-' and
   * 'contract.'; and LIKE, unlike left(), has column statistics behind it, so the planner knows most
   * events pass and walks the key rather than sorting the whole log for every batch.
   */
  async readStreamsInOrder(
    prefix: string,
    types: readonly string[],
    through: GlobalPosition,
    after: StreamCursor | null,
    limit: number,
  ): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
        WHERE (stream_id, stream_version) > ($1, $2) AND stream_id LIKE $3
          AND type = ANY($4) AND (transaction_id, position) <= ($5::xid8, $6::bigint)
        ORDER BY stream_id, stream_version
        LIMIT $7`,
      [
        after?.streamId ?? prefix,
        after?.streamVersion ?? 0,
        `${prefix.replace(/[\\%_]/g, '\\$&')}%`,
        types,
        through.transactionId.toString(),
        through.position.toString(),
        limit,
      ],
    );
    return rows.map(toRecorded);
  }

  async hasEventAt(at: GlobalPosition): Promise<boolean> {
    const { rows } = await this.pool.query<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM events WHERE transaction_id = $1::xid8 AND position = $2) AS found',
      [at.transactionId.toString(), at.position.toString()],
    );
    return rows[0]!.found;
  }

  /**
   * One statement for all the checkpoints, each counted and its oldest event found on the global-order
   * index (events_global_order); the count stops at `upTo`, so a projection far behind costs no more.
   */
  async backlogs(after: readonly GlobalPosition[], upTo: number): Promise<Backlog[]> {
    if (after.length === 0) return [];
    const { rows } = await this.pool.query<{ behind: string; oldest: Date | null }>(
      `SELECT (SELECT count(*) FROM (SELECT 1 FROM events e
                 WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position) LIMIT $3) b) AS behind,
              (SELECT e.recorded_at FROM events e WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position)
                ORDER BY e.transaction_id, e.position LIMIT 1) AS oldest
         FROM unnest($1::xid8[], $2::bigint[]) WITH ORDINALITY AS c(transaction_id, position, n)
        ORDER BY c.n`,
      [after.map((p) => p.transactionId.toString()), after.map((p) => p.position.toString()), upTo],
    );
    return rows.map((r) => ({ count: Number(r.behind), oldestRecordedAt: r.oldest }));
  }

  async head(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<{ transaction_id: string; position: string }>(
      'SELECT transaction_id, position FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1',
    );
    const row = rows[0];
    return row ? { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) } : START;
  }

  /**
   * Tells every instance's projectors (LISTEN) that events were committed. Not from the writer's own
   * transaction: PostgreSQL makes the commits of notifying transactions wait for one another, WAL flush
   * included, so a NOTIFY in every append undid group commit and capped appends at one flush at a time.
   * A NOTIFY alone writes no WAL. At most one is on its way; writes committed meanwhile are told by one
   * more after it. A lost one costs a poll interval (the projectors poll as well); this instance's own
   * projectors are nudged in-process (contract-stream.ts).
   */
  private announce(): void {
    if (this.announcing) {
      this.announceAgain = true;
      return;
    }
    this.announcing = true;
    this.pool
      .query(`SELECT pg_notify('${EVENTS_CHANNEL}', '')`)
      .catch(() => undefined)
      .finally(() => {
        this.announcing = false;
        if (this.announceAgain) {
          this.announceAgain = false;
          this.announce();
        }
      });
  }

  private async decideOnce<R>(
    client: pg.PoolClient,
    metadata: EventMetadata,
    decision: (scope: DecisionScope) => Promise<Decision<R>>,
  ) {
    // The transaction opens with the first stream held, in the same round trip (a simple query of three
    // statements, the stream id as an escaped literal): one round trip less for every command.
    let begun = false;
    const begin = async (): Promise<void> => {
      if (!begun) await client.query(BEGIN_WRITER);
      begun = true;
    };
    try {
      const held = new Map<string, number>();
      const scope: DecisionScope = {
        hold: async (streamId) => {
          const rows = begun
            ? (
                await client.query<HeldStreamRow>({
                  name: 'rent_hold_stream',
                  text: 'SELECT * FROM rent_hold_stream($1)',
                  values: [streamId],
                })
              ).rows
            : (await beginHolding(client, streamId)).rows;
          begun = true;
          const state = toStreamState(streamId, rows);
          held.set(streamId, state.version);
          return state;
        },
        read: async (streamId) => {
          await begin();
          return (
            await client.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
              streamId,
            ])
          ).rows.map(toRecorded);
        },
      };
      const { writes, result } = await decision(scope);
      await begin();
      const lastPosition = await write(client, writes, held, metadata);
      await client.query('COMMIT');
      if (lastPosition) this.announce();
      return { result, lastPosition };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }
}

interface HeldRow {
  version: number | null;
  snapshot: unknown;
  snapshot_version: number | null;
  event_id: string | null;
}

type HeldStreamRow = HeldRow & Omit<EventRow, 'event_id' | 'stream_id'>;

/** BEGIN, the writer lock and the first stream held, as one simple query; answers the hold's rows. */
async function beginHolding(client: pg.PoolClient, streamId: string): Promise<pg.QueryResult<HeldStreamRow>> {
  const results = (await client.query(
    `${BEGIN_WRITER}; SELECT * FROM rent_hold_stream(${client.escapeLiteral(streamId)})`,
  )) as unknown as pg.QueryResult<HeldStreamRow>[];
  return results[results.length - 1]!;
}

function toStreamState(streamId: string, rows: readonly HeldStreamRow[]): StreamState {
  const first = rows[0]!;
  return {
    streamId,
    version: first.version ?? 0,
    snapshot: first.snapshot_version === null ? null : { version: first.snapshot_version, state: first.snapshot },
    events: rows
      .filter((r) => r.event_id !== null)
      .map((r) => toRecorded({ ...r, event_id: r.event_id!, stream_id: streamId })),
  };
}

/**
 * Writes every stream's events, versions and snapshots in one statement (data-modifying CTEs all run).
 */
async function write(
  client: pg.PoolClient,
  writes: readonly StreamWrite[],
  held: ReadonlyMap<string, number>,
  metadata: EventMetadata,
): Promise<GlobalPosition | null> {
  const streams = writes.filter((w) => w.events.length > 0);
  if (streams.length === 0) return null;
  const events: { streamId: string; version: number; event: DomainEvent; metadata: EventMetadata }[] = [];
  const versions: { streamId: string; from: number; to: number; snapshot: string | null }[] = [];
  for (const w of streams) {
    const from = held.get(w.streamId);
    if (from === undefined) throw new Error(`A decision wrote to ${w.streamId}, which it did not hold`);
    w.events.forEach((event, i) =>
      events.push({ streamId: w.streamId, version: from + i + 1, event, metadata: w.metadata?.[i] ?? metadata }),
    );
    versions.push({
      streamId: w.streamId,
      from,
      to: from + w.events.length,
      snapshot: w.snapshot === undefined ? null : JSON.stringify(w.snapshot),
    });
  }
  // A named statement: each connection parses and plans it once, not at every write.
  const { rows } = await client.query<{ transaction_id: string; position: string; moved: string }>({
    name: 'rent_write_events',
    text: `WITH moved AS (
       INSERT INTO event_streams AS s (stream_id, version, snapshot, snapshot_version)
       SELECT id, v, snap, CASE WHEN snap IS NULL THEN NULL ELSE v END FROM unnest($1::text[], $2::int[], $3::jsonb[]) AS w(id, v, snap)
       ON CONFLICT (stream_id) DO UPDATE
          SET version = excluded.version,
              snapshot = coalesce(excluded.snapshot, s.snapshot),
              snapshot_version = coalesce(excluded.snapshot_version, s.snapshot_version)
       RETURNING 1
     ), written AS (
       INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
       SELECT * FROM unnest($4::text[], $5::int[], $6::uuid[], $7::text[], $8::jsonb[], $9::jsonb[])
       RETURNING transaction_id, position
     )
     SELECT w.transaction_id, w.position, (SELECT count(*) FROM moved) AS moved
       FROM written w ORDER BY w.transaction_id DESC, w.position DESC LIMIT 1`,
    values: [
      versions.map((v) => v.streamId),
      versions.map((v) => v.to),
      versions.map((v) => v.snapshot),
      events.map((e) => e.streamId),
      events.map((e) => e.version),
      events.map(() => randomUUID()),
      events.map((e) => e.event.type),
      events.map((e) => JSON.stringify(e.event.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ],
  });
  const last = rows[0]!;
  return { transactionId: BigInt(last.transaction_id), position: BigInt(last.position) };
}
