import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import pg from 'pg';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { dataSourceOptions } from './data-source-options.js';
import { listenedPool } from './listened-client.js';

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
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.DATABASE_URL),
    }),
  ],
  providers: [
    {
      provide: PG_POOL,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, log: Logger) => {
        const pool = listenedPool(config.DATABASE_URL, 10);
        // An idle connection dropped by the server (restart, failover) must not crash the process;
        // the pool replaces it on the next checkout.
        // Only what the error says: pg-pool hangs the whole client on it.
        pool.on('error', (error: Error & { code?: string }) => log.warn({ code: error.code, reason: error.message }, 'idle database connection lost'));
        return pool;
      },
    },
    PoolCloser,
  ],
  exports: [PG_POOL],
})
export class DatabaseModule {}
