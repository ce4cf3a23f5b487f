import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DataSourceOptions } from 'typeorm';
import { LOGGER } from '../logging/logger.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { isConnectionLoss } from './connection-loss.js';
import { listenedPool } from './listened-client.js';
import { migratingDataSource } from './migrating-data-source.js';

/** A plain pg pool for the event store, which is written on `pg`, not through the ORM. */
export const PG_POOL = Symbol('PgPool');

@Injectable()
class PoolCloser implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}
  async onApplicationShutdown() {
    await this.pool.end();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: PG_POOL,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, log: Logger) => {
        const pool = listenedPool(config.DATABASE_URL, 10);
        // An idle connection dropped by the server (restart, failover) must not crash the process;
        // the pool replaces it on the next checkout.
        // Only what the error says: pg-pool hangs the whole client on it.
        pool.on('error', (error: Error & { code?: string }) =>
          log.warn({ code: error.code, reason: error.message }, 'idle database connection lost'),
        );
        return pool;
      },
    },
    PoolCloser,
  ],
  exports: [PG_POOL],
})
export class DatabaseModule {
  /** The ORM on the tables and migrations the caller names: the features own them, this room does not know them. */
  static forRoot(options: (databaseUrl: string) => DataSourceOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          // Only a database not reachable yet is worth waiting for; a refused migration or statement says so
          // at once instead of behind ten "Unable to connect" retries.
          useFactory: (config: AppConfig) => ({ ...options(config.DATABASE_URL), toRetry: isConnectionLoss }),
          dataSourceFactory: async (resolved) => migratingDataSource(resolved!),
        }),
      ],
    };
  }
}
