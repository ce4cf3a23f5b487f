import type { DomainEvent, EventMetadata, GlobalPosition, RecordedEvent } from '@rent/domain';

/**
 * The event store as the application sees it: the PostgreSQL adapter (the default) or the KurrentDB one
 * (EVENT_STORE=kurrentdb, kurrentdb/) stands behind it, which is why nothing here speaks SQL.
 */
export const EVENT_STORE = Symbol('EventStore');

/**
 * A stream's version before the append: 0 means "the stream must not exist yet"; `'any'` appends at
 * whatever version the stream has (a stream of independent facts, such as a reader's marks).
 */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  /** The stream's version after the append (the version of its last event). */
  nextExpectedVersion: number;
  /** The global position of the last event written. */
  lastPosition: GlobalPosition;
}

/** One stream's part of an append. */
export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: readonly DomainEvent[];
}

/** A stream as a decision reads it: its version, its latest snapshot if one was kept, and the events after it. */
export interface StreamState {
  streamId: string;
  /** The version of its last event; 0 for a stream with none. */
  version: number;
  /** The folded state a writer kept at `version` (see StreamWrite.snapshot); null if none was kept. */
  snapshot: { version: number; state: unknown } | null;
  /** The events after the snapshot (all of them without one), in version order. */
  events: RecordedEvent[];
}

/** What a decision writes to one stream it holds. */
export interface StreamWrite {
  streamId: string;
  events: readonly DomainEvent[];
  /**
   * The stream's folded state after these events, kept so that the next decision reads it instead of
   * the whole stream: a stream whose history grows without end (a property's reservations) costs the
   * same to decide on at its 5,000th event as at its 5th.
   */
  snapshot?: unknown;
  /**
   * Each event's own metadata, for a decision that records several commands' steps at once (a register
   * loaded in bulk: npm run generate); without it every event carries the decision's.
   */
  metadata?: readonly EventMetadata[];
}

export interface DecisionScope {
  /**
   * Reads a stream and holds it: no other decision can write it until this one has ended, so what is
   * decided on it cannot be overtaken. Hold streams in one order: the command's contract, the contract it
   * depends on (a sub-lease's operative-management contract), then properties by id. Should two decisions
   * still wait on each other, the store ends one and runs it again.
   */
  hold(streamId: string): Promise<StreamState>;
  /** Reads a whole stream without holding it (to name what a refusal is about). */
  read(streamId: string): Promise<RecordedEvent[]>;
}

export interface Decision<R> {
  writes: readonly StreamWrite[];
  result: R;
}

export interface EventStore {
  /**
   * Takes a decision on the streams it holds and writes what it decided, all or nothing, in one
   * transaction. The decision may be run more than once (after a deadlock, or by an adapter that decides
   * optimistically), so it must only read and decide. Writes go to held streams only. Answers the
   * decision's result and the global position of the last event written (null when it wrote none).
   */
  decide<R>(
    metadata: EventMetadata,
    decision: (scope: DecisionScope) => Promise<Decision<R>>,
  ): Promise<{ result: R; lastPosition: GlobalPosition | null }>;

  appendToStream(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult>;

  /**
   * Appends to several streams in one transaction: all or nothing, each at its expected version. The
   * result is the last stream's version and the position of the last event written.
   */
  appendToStreams(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult>;

  /** All events of one stream in version order; empty when the stream does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;

  /** The events of several streams, each stream's in version order (a page of contracts folded at once). */
  readStreams(streamIds: readonly string[]): Promise<RecordedEvent[]>;

  /**
   * Events of all streams after a checkpoint, in global order, at most `limit`. Only events that no
   * writer still at work can precede are returned, so a reader that moves its checkpoint to the last
   * event it got never skips one that commits later; a transaction that writes no events delays nothing.
   */
  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;

  /** The position of the last event of the log (START when it is empty). */
  head(): Promise<GlobalPosition>;

  /** Whether an event of the log is at this position (a projector's checkpoint must name one). */
  hasEventAt(position: GlobalPosition): Promise<boolean>;

  /**
   * How far the log runs past each of these checkpoints, answered in the order asked: the events after
   * it, counted up to `upTo` (at least 1), and when the first of them was recorded. For the projections'
   * status, which every metrics scrape and readiness probe reads, so it must stay cheap: PostgreSQL
   * answers all of them in one statement; KurrentDB reads the events to count them and so stops at
   * KURRENTDB_BACKLOG_CAP (10,000) whatever `upTo` says.
   */
  backlogs(after: readonly GlobalPosition[], upTo: number): Promise<Backlog[]>;

  /**
   * The position of the last event that no writer still at work can precede (START when there is none):
   * every event at or before it is committed and readable, as readAll would hand them out.
   */
  settledHead(): Promise<GlobalPosition>;

  /**
   * Events of the streams whose ids begin with `prefix`, stream after stream (each in version order;
   * the streams by id in PostgreSQL, by their first events in KurrentDB), of the given types and at or
   * before `through`, after the cursor (a stream and version), at most `limit`, fewer only at the end. For a rebuild whose rows each fold one stream: each row then gets all its events
   * together and is written once.
   */
  readStreamsInOrder(
    prefix: string,
    types: readonly string[],
    through: GlobalPosition,
    after: StreamCursor | null,
    limit: number,
  ): Promise<RecordedEvent[]>;
}

/** The events of the log after a checkpoint, as EventStore.backlogs counts them. */
export interface Backlog {
  /** How many, up to the bound asked (or the adapter's own, if lower). */
  count: number;
  /** When the first of them was recorded; null when there is none. */
  oldestRecordedAt: Date | null;
}

/** Where a read stream after stream got to: the last stream and version it handed out. */
export interface StreamCursor {
  streamId: string;
  streamVersion: number;
}

export const START: GlobalPosition = { transactionId: 0n, position: 0n };

/** The stream was not at the expected version: someone else wrote first. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} is not at version ${expectedVersion}`);
    this.name = 'WrongExpectedVersionError';
  }
}
