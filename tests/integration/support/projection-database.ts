import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Actor, DomainEvent, RecordedEvent } from '@rent/domain';
import type { Projection } from '@rent/projections';
import { createLogger, type PostgresEventStore, ProjectorRunner, START } from '@rent/backend';
import { type StoreDatabase, storeDatabase } from './store-database.js';

/**
 * A fresh, migrated database with the real event store, for a projection's given/when/then: given events
 * appended to their streams, when the read model is rebuilt from them (in batches of a chosen size, as
 * the runner reads them), then its rows.
 */
export class ProjectionDatabase {
  private constructor(private readonly db: StoreDatabase) {}

  static async start(): Promise<ProjectionDatabase> {
    return new ProjectionDatabase(await storeDatabase(3));
  }

  get dataSource(): DataSource {
    return this.db.dataSource;
  }

  private get store(): PostgresEventStore {
    return this.db.store;
  }

  close(): Promise<void> {
    return this.db.close();
  }

  /** Given: events appended to a stream by an actor, each append its own transaction. */
  async append(streamId: string, actor: Actor, ...events: DomainEvent[]): Promise<void> {
    await this.store.appendToStream(streamId, 'any', events, { actor, correlationId: randomUUID(), causationId: null });
  }

  /** When: the read model emptied and built again from the whole log, `batchSize` events at a time. */
  async rebuild(projection: Projection, batchSize: number): Promise<void> {
    const runner = new ProjectorRunner(this.dataSource, this.store, [projection], createLogger('silent'), { batchSize, pollMs: 60_000 });
    await runner.rebuild(projection.name);
  }

  /** When: a batch the projection has applied already comes again (a crash before the checkpoint moved). */
  async applyAgain(projection: Projection, batch: (events: RecordedEvent[]) => RecordedEvent[]): Promise<void> {
    const events = (await this.store.readAll(START, 100_000)).filter((e) => projection.eventTypes.has(e.type));
    await this.dataSource.transaction((em) => projection.apply(em, batch(events)));
  }

  /** Then: the rows a query finds. */
  rows(sql: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(sql, values);
  }
}
