import type { DomainEvent, EventMetadata, GlobalPosition, RecordedEvent } from '@rent/domain';

/**
 * The event store as the application sees it. The PostgreSQL adapter is the one we run; a KurrentDB
 * adapter can stand behind the same port (DESIGN.md), which is why nothing here speaks SQL.
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

export interface EventStore {
  appendToStream(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult>;

  /**
   * Appends to several streams in one transaction: all or nothing, each at its expected version (a
   * contract and the property whose area it holds). The result is the last stream's position.
   */
  appendToStreams(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult>;

  /** All events of one stream in version order; empty when the stream does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;

  /**
   * Events of all streams after a checkpoint, in global order, at most `limit`. Only events of
   * transactions that no running transaction can still precede are returned, so a reader that moves its
   * checkpoint to the last event it got never skips one that commits later.
   */
  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
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
