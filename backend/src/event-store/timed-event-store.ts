import type { DomainEvent, EventMetadata, GlobalPosition } from '@rent/domain';
import type {
  AppendResult,
  Decision,
  DecisionScope,
  EventStore,
  ExpectedVersion,
  StreamAppend,
} from './event-store.port.js';

/** The event store's writing calls, as the timings name them. */
export type WriteOperation = 'decide' | 'appendToStream' | 'appendToStreams';

export type WriteTimingListener = (operation: WriteOperation, seconds: number) => void;

/**
 * Where the write timings go. The store knows nothing of who listens (the metrics, which the event
 * store's room may not import), so a listener registers itself here.
 */
export class EventStoreTimings {
  private readonly listeners: WriteTimingListener[] = [];

  listen(listener: WriteTimingListener): void {
    this.listeners.push(listener);
  }

  record(operation: WriteOperation, seconds: number): void {
    for (const listener of this.listeners) listener(operation, seconds);
  }
}

/**
 * Any adapter of the port with its writes timed: each call from start to end, retries of a decision and
 * a refusal thrown from inside it included (what the caller waited). Reads pass through untimed.
 */
export class TimedEventStore implements EventStore {
  constructor(
    private readonly store: EventStore,
    private readonly timings: EventStoreTimings,
  ) {}

  decide<R>(
    metadata: EventMetadata,
    decision: (scope: DecisionScope) => Promise<Decision<R>>,
  ): Promise<{ result: R; lastPosition: GlobalPosition | null }> {
    return this.timed('decide', () => this.store.decide(metadata, decision));
  }

  appendToStream(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    return this.timed('appendToStream', () => this.store.appendToStream(streamId, expectedVersion, events, metadata));
  }

  appendToStreams(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult> {
    return this.timed('appendToStreams', () => this.store.appendToStreams(appends, metadata));
  }

  readStream: EventStore['readStream'] = (streamId) => this.store.readStream(streamId);
  readStreams: EventStore['readStreams'] = (streamIds) => this.store.readStreams(streamIds);
  readAll: EventStore['readAll'] = (after, limit) => this.store.readAll(after, limit);
  head: EventStore['head'] = () => this.store.head();
  settledHead: EventStore['settledHead'] = () => this.store.settledHead();
  hasEventAt: EventStore['hasEventAt'] = (position) => this.store.hasEventAt(position);
  backlogs: EventStore['backlogs'] = (after, upTo) => this.store.backlogs(after, upTo);
  readStreamsInOrder: EventStore['readStreamsInOrder'] = (prefix, types, through, after, limit) =>
    this.store.readStreamsInOrder(prefix, types, through, after, limit);

  private async timed<T>(operation: WriteOperation, call: () => Promise<T>): Promise<T> {
    const started = process.hrtime.bigint();
    try {
      return await call();
    } finally {
      this.timings.record(operation, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }
}
