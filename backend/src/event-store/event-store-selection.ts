import type { FactoryProvider } from '@nestjs/common';
import type pg from 'pg';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PG_POOL } from '../database/database.module.js';
import { LOGGER } from '../logging/logger.js';
import type { EventStore } from './event-store.port.js';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** The adapter EVENT_STORE names, before anything wraps it (event-store.module.ts). */
export const SELECTED_EVENT_STORE = Symbol('SelectedEventStore');

/**
 * PostgreSQL (the default) or KurrentDB at KURRENTDB_URL. The KurrentDB adapter is a provider of its own
 * here so that Nest closes its client at shutdown (onApplicationShutdown), after the projectors stopped.
 */
export const selectedEventStore: FactoryProvider<EventStore> = {
  provide: SELECTED_EVENT_STORE,
  inject: [PG_POOL, APP_CONFIG, LOGGER],
  useFactory: (pool: pg.Pool, config: AppConfig, log: Logger) =>
    eventStoreFor(config, pool, (message) => log.warn({ component: 'event-store' }, message)),
};

/** The adapter the configuration names, for the app and for the commands (npm run rebuild). */
export function eventStoreFor(
  config: AppConfig,
  pool: pg.Pool,
  warn?: (message: string) => void,
): PostgresEventStore | KurrentDbEventStore {
  return config.EVENT_STORE === 'kurrentdb'
    ? KurrentDbEventStore.connect(config.KURRENTDB_URL!, warn)
    : new PostgresEventStore(pool);
}
