import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import {
  comparePositions,
  type DomainEvent,
  type EventMetadata,
  type GlobalPosition,
  type RecordedEvent,
} from '@rent/domain';
import {
  type AppendResult,
  type Backlog,
  type Decision,
  type DecisionScope,
  type EventStore,
  type ExpectedVersion,
  type StreamAppend,
  type StreamCursor,
  type StreamState,
  START,
  WrongExpectedVersionError,
} from '../event-store.port.js';
import { AtomicAppend, type StreamBatch } from './atomic-append.js';
import { backlogsAfter } from './backlog.js';
import { fromRecorded, snapshotOf, toEventData } from './event-data.js';
import { logPages, newestEvent, streamEvents, streamEventsBackwards } from './reads.js';
import { toGlobalPosition, toKurrentPosition } from './positions.js';
import { readStreamsInOrder } from './streams-in-order.js';

/** Runs of a decision overtaken by another writer before it gives up (with a growing, jittered pause). */
const MAX_DECISION_RUNS = 20;
/** Events a hold reads back at a time while looking for the newest snapshot. */
const HOLD_PAGE = 32;

/**
 * The event store on KurrentDB (EVENT_STORE=kurrentdb), behind the same port as the PostgreSQL adapter.
 * The read models and the projectors' checkpoints stay in PostgreSQL.
 *
 * Writes: every append, and every decision's writes, go in one atomic multi-stream append, each stream
 * at the version it was read at (atomic-append.ts). Event ids are new uuids, so a request sent again
 * after a lost connection is recognised rather than written twice.
 *
 * Decisions are optimistic, as the port allows: the held streams are read, the decision runs, its
 * writes are appended at the versions read; should another writer have come first, the decision runs
 * again on what is there now (up to MAX_DECISION_RUNS times, then the conflict is the caller's).
 *
 * Snapshots ride on the last event of the write that kept them (event-data.ts), not in a side stream:
 * they are written with their events by construction, add nothing to $all, and a hold reads its stream
 * backwards only as far as the newest one: one short read for a property or a registration series,
 * however long their history.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly appender: AtomicAppend;
  private warnedUnchecked = false;

  constructor(
    private readonly client: KurrentDBClient,
    warn: (message: string) => void = () => undefined,
  ) {
    this.appender = new AtomicAppend(client, () => {
      if (this.warnedUnchecked) return;
      this.warnedUnchecked = true;
      warn(
        'KurrentDB before 26.1 cannot check a stream a decision read without writing it: such a decision can be overtaken (atomic-append.ts)',
      );
    });
  }

  /** `kurrentdb://…` (KURRENTDB_URL): the client connects on first use. */
  static connect(url: string, warn?: (message: string) => void): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(url), warn);
  }

  /** Closes the client's connections (Nest calls it at shutdown; tests and commands call it). */
  async onApplicationShutdown(): Promise<void> {
    await this.client.dispose();
  }

  async decide<R>(
    metadata: EventMetadata,
    decision: (scope: DecisionScope) => Promise<Decision<R>>,
  ): Promise<{ result: R; lastPosition: GlobalPosition | null }> {
    for (let run = 1; ; run++) {
      const held = new Map<string, number>();
      const scope: DecisionScope = {
        hold: async (streamId) => {
          const state = await this.held(streamId);
          held.set(streamId, state.version);
          return state;
        },
        read: (streamId) => this.readStream(streamId),
      };
      const { writes, result } = await decision(scope);
      const written = writes.filter((w) => w.events.length > 0);
      if (written.length === 0) return { result, lastPosition: null };
      const batches: StreamBatch[] = written.map((w) => {
        const version = held.get(w.streamId);
        if (version === undefined) throw new Error(`A decision wrote to ${w.streamId}, which it did not hold`);
        const last = w.events.length - 1;
        return {
          streamId: w.streamId,
          expectedVersion: version,
          events: w.events.map((event, i) =>
            toEventData({
              id: randomUUID(),
              type: event.type,
              data: event.data,
              metadata: w.metadata?.[i] ?? metadata,
              ...(i === last && w.snapshot !== undefined && { snapshot: w.snapshot }),
            }),
          ),
        };
      });
      const writtenIds = new Set(written.map((w) => w.streamId));
      const checks = [...held]
        .filter(([id]) => !writtenIds.has(id))
        .map(([streamId, version]) => ({ streamId, version }));
      try {
        const { lastPosition } = await this.appender.append(batches, checks);
        return { result, lastPosition };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || run >= MAX_DECISION_RUNS) throw error;
        await sleep(Math.random() * 5 * run);
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

  async appendToStreams(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult> {
    const batches = appends.map((a) => ({
      streamId: a.streamId,
      expectedVersion: a.expectedVersion,
      events: a.events.map((e) => toEventData({ id: randomUUID(), type: e.type, data: e.data, metadata })),
    }));
    const { lastPosition, versions } = await this.appender.append(batches);
    return { nextExpectedVersion: versions.get(appends[appends.length - 1]!.streamId)!, lastPosition };
  }

  /** KurrentDB reads a stream at a time: the streams are read side by side. */
  async readStreams(streamIds: readonly string[]): Promise<RecordedEvent[]> {
    return (await Promise.all(streamIds.map((id) => this.readStream(id)))).flat();
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const raw of streamEvents(this.client, streamId)) {
      const event = fromRecorded(raw);
      if (event) events.push(event);
    }
    return events;
  }

  /**
   * No reader can skip an event here: KurrentDB's one writer puts each commit in the log in position
   * order, and $all is read only up to what has been committed, so nothing ever appears before an event
   * already read ("the gap" is PostgreSQL's, where transactions commit out of the order of their ids).
   */
  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    for await (const page of logPages(this.client, after, limit + 1)) {
      for (const raw of page) {
        const event = fromRecorded(raw);
        if (event) events.push(event);
        if (events.length === limit) return events;
      }
    }
    return events;
  }

  /** A read of $all from a position starts with the event at it, if there is one. */
  async hasEventAt(at: GlobalPosition): Promise<boolean> {
    for await (const resolved of this.client.readAll({ fromPosition: toKurrentPosition(at), maxCount: 1 }))
      return resolved.event !== undefined && comparePositions(toGlobalPosition(resolved.event.position), at) === 0;
    return false;
  }

  /** Read forwards from each checkpoint, counted up to KURRENTDB_BACKLOG_CAP at most (backlog.ts). */
  backlogs(after: readonly GlobalPosition[], upTo: number): Promise<Backlog[]> {
    return backlogsAfter(this.client, after, upTo);
  }

  async head(): Promise<GlobalPosition> {
    return (await newestEvent(this.client))?.globalPosition ?? START;
  }

  /**
   * The head itself: an append is acknowledged only once it is in its final place in $all, after every
   * commit before it, so there is no writer still at work that could put an event before the head.
   */
  settledHead(): Promise<GlobalPosition> {
    return this.head();
  }

  readStreamsInOrder(
    prefix: string,
    types: readonly string[],
    through: GlobalPosition,
    after: StreamCursor | null,
    limit: number,
  ): Promise<RecordedEvent[]> {
    return readStreamsInOrder(this.client, prefix, types, through, after, limit);
  }

  /** A stream as a decision reads it: its version, the newest snapshot kept on it, the events after that. */
  private async held(streamId: string): Promise<StreamState> {
    const newestFirst: RecordedEvent[] = [];
    let snapshot: StreamState['snapshot'] = null;
    for await (const raw of streamEventsBackwards(this.client, streamId, HOLD_PAGE)) {
      const event = fromRecorded(raw);
      if (!event) throw new Error(`${streamId} holds an event the portal did not write (${raw.id})`);
      const kept = snapshotOf(raw);
      if (kept) {
        snapshot = { version: event.streamVersion, state: kept.state };
        if (newestFirst.length === 0) return { streamId, version: event.streamVersion, snapshot, events: [] };
        break;
      }
      newestFirst.push(event);
    }
    const events = newestFirst.reverse();
    const version = events.length > 0 ? events[events.length - 1]!.streamVersion : (snapshot?.version ?? 0);
    return { streamId, version, snapshot, events };
  }
}
