// `npm run rebuild -- <read model>`: rebuilds a read model from the events while the portal keeps running.
import { DataSource } from 'typeorm';
import { projections } from '@rent/projections';
import { loadConfig } from '../config/config.js';
import { dataSourceOptions } from '../data-source-options.js';
import { listenedPool } from '../database/listened-client.js';
import { eventStoreFor } from '../event-store/event-store-selection.js';
import { KurrentDbEventStore } from '../event-store/kurrentdb/kurrentdb-event-store.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { createLogger } from '../logging/logger.js';

const name = process.argv[2];
const known = projections.map((p) => p.name);
if (!name || !known.includes(name)) {
  process.stderr.write(`Usage: npm run rebuild -- <${known.join(' | ')}>\n`);
  process.exit(2);
}

const config = loadConfig();
const db = await new DataSource({ ...dataSourceOptions(config.DATABASE_URL), migrationsRun: false }).initialize();
const pool = listenedPool(config.DATABASE_URL, 2);
// A process of its own: it can hold two large batches in memory, which is what makes a rebuild fast.
// The log where EVENT_STORE keeps it: a rebuild from an empty PostgreSQL log would empty the read model.
const store = eventStoreFor(config, pool);
const runner = new ProjectorRunner(db, store, projections, createLogger('warn'), {
  batchSize: 500,
  rebuildBatchSize: 20_000,
  pollMs: 60_000,
});
const started = Date.now();
const total = await runner.rebuild(name, (events) =>
  process.stdout.write(`\r${name}: ${events.toLocaleString('en')} events replayed`),
);
process.stdout.write(
  `\r${name}: rebuilt from ${total.toLocaleString('en')} events in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
if (store instanceof KurrentDbEventStore) await store.onApplicationShutdown();
await pool.end();
await db.destroy();
