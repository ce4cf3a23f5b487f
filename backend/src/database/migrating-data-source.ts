import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';

/** The session lock that processes starting together on one database take turns under. */
const MIGRATION_LOCK = 'rent-portal:migrations';

/**
 * Starts the ORM, running the pending migrations first when its options say so, under an advisory lock
 * held by a session of its own: api and worker processes started together on a database a new release
 * has not migrated take turns, the first migrates and the others find nothing pending. Without it each
 * ran the same migrations at once and all but one failed on the tables another had just made.
 */
export async function migratingDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = new DataSource(options);
  if (!options.migrationsRun || options.type !== 'postgres') return dataSource.initialize();
  const lock = new pg.Client({ connectionString: options.url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    return await dataSource.initialize();
  } finally {
    // Ending the session releases the lock, also when the migrations failed.
    await lock.end();
  }
}
