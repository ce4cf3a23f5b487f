import type { RecordedEvent } from '@rent/domain';
import type { EntityManager } from 'typeorm';

/**
 * A read model's projection: how each event it cares about changes its rows. The projector runner
 * (backend) calls `apply` inside the transaction that also moves the projection's checkpoint, so rows and
 * checkpoint never disagree. `apply` must be idempotent per stream version: rows keep the version they
 * have seen, and an event at or below it changes nothing.
 */
export interface Projection {
  readonly name: string;
  /** The event types it reads; other events only move its checkpoint. */
  readonly eventTypes: ReadonlySet<string>;
  /** The tables it owns, emptied when the read model is rebuilt from the events. */
  readonly tables: readonly string[];
  apply(em: EntityManager, event: RecordedEvent): Promise<void>;
}
