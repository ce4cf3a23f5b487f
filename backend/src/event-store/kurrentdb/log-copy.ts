import { randomUUID } from 'node:crypto';
import { formatPosition, type GlobalPosition, parsePosition, type RecordedEvent, SYSTEM_ACTOR } from '@rent/domain';
import type { StreamBatch } from './atomic-append.js';
import { toEventData } from './event-data.js';

/*
 * The pure parts of copying a PostgreSQL log into KurrentDB (cli/copy-to-kurrentdb.ts): how a batch of
 * the log becomes one atomic append, where a copy goes on after an interruption, and how the two logs
 * are compared afterwards.
 */

/**
 * The stream that records how far the copy got: one event per batch, appended in the same atomic
 * append as the batch, so it can never say more or less than was copied. A rerun goes on after the
 * position of its newest event; its version also keeps two copies from running at once.
 */
export const COPY_PROGRESS_STREAM = 'rent-copy-progress';
export const COPIED_THROUGH = 'CopiedThrough';

export interface CopyProgress {
  /** The PostgreSQL position of the last event copied (START: none yet). */
  through: GlobalPosition;
  /** Events copied so far. */
  events: number;
  /** The progress stream's version (its events so far). */
  version: number;
}

/** The progress an event of the progress stream records. */
export function progressOf(data: unknown, version: number): CopyProgress {
  const { through, events } = data as { through?: unknown; events?: unknown };
  const position = typeof through === 'string' ? parsePosition(through) : undefined;
  if (!position || typeof events !== 'number')
    throw new Error(`${COPY_PROGRESS_STREAM} holds an event that is not a copy's progress`);
  return { through: position, events, version };
}

/** A stream's latest snapshot as PostgreSQL keeps it (event_streams). */
export interface KeptSnapshot {
  version: number;
  state: unknown;
}

/**
 * One batch of the log (in global order) as one atomic append: each stream's events together, in the
 * order the streams first appear, at the version before its first event here, the ids, metadata and
 * recorded times kept; a stream's snapshot on the event it was kept at; the progress last.
 */
export function copyBatch(
  events: readonly RecordedEvent[],
  snapshots: ReadonlyMap<string, KeptSnapshot>,
  progress: CopyProgress,
): { batches: StreamBatch[]; progress: CopyProgress } {
  const byStream = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    if (event.streamId === COPY_PROGRESS_STREAM) throw new Error(`The log has a stream named ${COPY_PROGRESS_STREAM}`);
    const stream = byStream.get(event.streamId) ?? [];
    const previous = stream[stream.length - 1];
    if (previous && event.streamVersion !== previous.streamVersion + 1)
      throw new Error(`${event.streamId}: version ${event.streamVersion} follows ${previous.streamVersion}`);
    stream.push(event);
    byStream.set(event.streamId, stream);
  }
  const batches: StreamBatch[] = [...byStream].map(([streamId, stream]) => {
    const snapshot = snapshots.get(streamId);
    return {
      streamId,
      expectedVersion: stream[0]!.streamVersion - 1,
      events: stream.map((e) =>
        toEventData({
          id: e.eventId,
          type: e.type,
          data: e.data,
          metadata: e.metadata,
          recordedAt: e.recordedAt,
          ...(snapshot?.version === e.streamVersion && { snapshot: snapshot.state }),
        }),
      ),
    };
  });
  const last = events[events.length - 1];
  if (!last) return { batches: [], progress };
  const next: CopyProgress = {
    through: last.globalPosition,
    events: progress.events + events.length,
    version: progress.version + 1,
  };
  batches.push({
    streamId: COPY_PROGRESS_STREAM,
    expectedVersion: progress.version,
    events: [
      toEventData({
        id: randomUUID(),
        type: COPIED_THROUGH,
        data: { through: formatPosition(next.through), events: next.events },
        metadata: { actor: SYSTEM_ACTOR, correlationId: randomUUID(), causationId: null },
      }),
    ],
  });
  return { batches, progress: next };
}

/** A stream as each log has it: how many events, and the version of its last. */
export interface StreamTally {
  count: number;
  lastVersion: number;
}

export interface StreamMismatch {
  streamId: string;
  postgres: StreamTally | null;
  kurrentdb: StreamTally | null;
}

/**
 * Compares PostgreSQL's streams, a page at a time, with KurrentDB's tally, taking each compared stream
 * out of the tally: what is left of it at the end is in KurrentDB alone.
 */
export class LogComparison {
  readonly mismatches: StreamMismatch[] = [];
  postgresStreams = 0;
  postgresEvents = 0;
  readonly kurrentdbStreams: number;
  readonly kurrentdbEvents: number;

  constructor(private readonly kurrentdb: Map<string, StreamTally>) {
    this.kurrentdbStreams = kurrentdb.size;
    this.kurrentdbEvents = [...kurrentdb.values()].reduce((sum, s) => sum + s.count, 0);
  }

  compare(postgres: ReadonlyMap<string, StreamTally>): void {
    for (const [streamId, expected] of postgres) {
      this.postgresStreams++;
      this.postgresEvents += expected.count;
      const actual = this.kurrentdb.get(streamId) ?? null;
      this.kurrentdb.delete(streamId);
      if (!actual || actual.count !== expected.count || actual.lastVersion !== expected.lastVersion)
        this.mismatches.push({ streamId, postgres: expected, kurrentdb: actual });
    }
  }

  /** Ends the comparison: streams KurrentDB has and PostgreSQL does not are mismatches too. */
  finish(): StreamMismatch[] {
    for (const [streamId, actual] of this.kurrentdb)
      this.mismatches.push({ streamId, postgres: null, kurrentdb: actual });
    this.kurrentdb.clear();
    return this.mismatches;
  }
}

/** Adds one KurrentDB event to its stream's tally. */
export function tallyEvent(tally: Map<string, StreamTally>, streamId: string, version: number): void {
  const stream = tally.get(streamId);
  if (stream) {
    stream.count++;
    stream.lastVersion = Math.max(stream.lastVersion, version);
  } else tally.set(streamId, { count: 1, lastVersion: version });
}
