import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { RecordedEvent } from '@rent/domain';
import { readModelEntities, readModelMigrations } from '../index.js';
import type { Projection } from '../projection.js';

const ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A database of its own on the real PostgreSQL for one projection's spec, with the read models' migrations
 * applied: given recorded events (RecordedLog), when the projection applies them in batches of a chosen
 * size, as the projector runner reads the log, then the rows a query finds. `close` drops it again.
 */
export class ReadModelDatabase {
  private constructor(
    private readonly name: string,
    private readonly dataSource: DataSource,
  ) {}

  static async start(): Promise<ReadModelDatabase> {
    const name = `rp_spec_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const dataSource = new DataSource({
      type: 'postgres',
      url: url.toString(),
      entities: readModelEntities,
      migrations: readModelMigrations,
      migrationsRun: true,
      migrationsTransactionMode: 'each',
      logging: false,
      extra: { max: 2 },
    });
    return new ReadModelDatabase(name, await dataSource.initialize());
  }

  /**
   * When: the read model emptied and built again from the whole log, `batchSize` events at a time, in one
   * transaction, as a rebuild does: each batch is a slice of the log, of which the projection gets the
   * events it reads.
   */
  async rebuild(projection: Projection, log: readonly RecordedEvent[], batchSize: number): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      for (const table of projection.tables) await em.query(`DELETE FROM ${table}`);
      for (let i = 0; i < log.length; i += batchSize) {
        const relevant = log.slice(i, i + batchSize).filter((e) => projection.eventTypes.has(e.type));
        if (relevant.length > 0) await projection.apply(em, relevant);
      }
    });
  }

  /** When: a batch the projection has applied already comes again (a crash before the checkpoint moved). */
  async applyAgain(
    projection: Projection,
    log: readonly RecordedEvent[],
    batch: (events: RecordedEvent[]) => RecordedEvent[],
  ): Promise<void> {
    const events = log.filter((e) => projection.eventTypes.has(e.type));
    await this.dataSource.transaction((em) => projection.apply(em, batch(events)));
  }

  /** Then: the rows a query finds. */
  rows(sql: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(sql, values);
  }

  async close(): Promise<void> {
    await this.dataSource.destroy();
    await adminQuery(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const admin = await new DataSource({ type: 'postgres', url: ADMIN_URL, extra: { max: 1 } }).initialize();
  try {
    await admin.query(sql);
  } finally {
    await admin.destroy();
  }
}
