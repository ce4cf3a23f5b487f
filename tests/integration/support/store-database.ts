import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, ensureDatabase, PostgresEventStore } from '@rent/backend';
import { freshDatabase } from './test-database.js';

/** A fresh, migrated database with the real event store on it, for tests of the store and its readers. */
export interface StoreDatabase {
  url: string;
  dataSource: DataSource;
  pool: pg.Pool;
  store: PostgresEventStore;
  close(): Promise<void>;
}

export async function storeDatabase(poolSize = 5): Promise<StoreDatabase> {
  const db = await freshDatabase();
  await ensureDatabase(db.url);
  const dataSource = await new DataSource(dataSourceOptions(db.url)).initialize();
  const pool = new pg.Pool({ connectionString: db.url, max: poolSize });
  // pool.end() resolves before its sockets close; dropping the database may then end them from the
  // server side, which a pool reports as an error on an idle client.
  pool.on('error', () => undefined);
  return {
    url: db.url,
    dataSource,
    pool,
    store: new PostgresEventStore(pool),
    close: async () => {
      await pool.end();
      await dataSource.destroy();
      await db.drop();
    },
  };
}
