import type { RecordedEvent } from '@rent/domain';
import type { EntityManager } from 'typeorm';

/**
 * A read model's projection: how the events it cares about change its rows. The projector runner
 * (backend) calls `apply` with a batch of events in global order, inside the transaction that also moves
 * the projection's checkpoint, so rows and checkpoint never disagree. Taking a batch lets a projection
 * add up what many events do to one row and write it once. `apply` must be idempotent per stream
 * version: rows keep the version they have seen, and an event at or below it changes nothing.
 */
export interface Projection {
  readonly name: string;
  /** The event types it reads; other events only move its checkpoint. */
  readonly eventTypes: ReadonlySet<string>;
  /** The tables it owns, emptied when the read model is rebuilt from the events. */
  readonly tables: readonly string[];
  /**
   * Set when each row folds the events of one stream alone (and the streams' ids begin with this prefix):
   * a rebuild may then hand `apply` the streams one after another instead of the log in global order, so
   * that a row gets its events together and is written once, not once per batch it has an event in.
   */
  readonly rebuildStreams?: string;
  /**
   * Roughly what applying the log costs it next to a projection of cost 1 (the default): worker processes
   * divide the projections among them by it (backend projection-shares.ts), so one worker does not get
   * the costliest ones together.
   */
  readonly cost?: number;
  apply(em: EntityManager, events: readonly RecordedEvent[]): Promise<void>;
}
