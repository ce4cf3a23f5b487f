import { BullModule } from '@nestjs/bullmq';
import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LOGGER } from '../logging/logger.js';
import { redisConnection } from './redis-connection.js';
import { QueueErrorLog } from './queue-error-log.js';
import { QueueWorkers } from './queue-workers.js';
import { REDIS, REQUEST_BUDGET_MS, RedisGuard } from './redis-guard.js';
import { RedisLossWatch } from './redis-loss-watch.js';
import { QUEUE_NAMESPACE, queueNamespace } from './queue-namespace.js';
import { RateLimiter } from './rate-limiter.js';

/**
 * The portal's own connection to Redis (counters, the restore marker), apart from BullMQ's: it gives a
 * command up instead of queueing it while Redis is away, so what waits on it is never stuck. Going down
 * and coming back are logged once each, not at every reconnect try.
 */
function portalRedis(config: AppConfig, log: Logger): Redis {
  const redis = new Redis({
    ...redisConnection(config.REDIS_URL),
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REQUEST_BUDGET_MS,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, 'Redis unreachable: sign-in answers 503 and jobs wait until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis reachable again');
    down = false;
  });
  return redis;
}

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  onApplicationShutdown() {
    this.redis.disconnect();
  }
}

/**
 * Redis for every module: the connection, BullMQ's connection for every queue, the guard that bounds a
 * request's wait, the keys' namespace, the rate limiter's counters, and the watch that restores what Redis lost.
 */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    // Every queue's keys start with the namespace of this database (QUEUE_PREFIX and the installation's id).
    BullModule.forRootAsync({
      inject: [APP_CONFIG, QUEUE_NAMESPACE],
      useFactory: (config: AppConfig, namespace: string) => ({
        connection: redisConnection(config.REDIS_URL),
        prefix: namespace,
      }),
    }),
  ],
  providers: [
    { provide: REDIS, inject: [APP_CONFIG, LOGGER], useFactory: portalRedis },
    {
      provide: QUEUE_NAMESPACE,
      inject: [DataSource, APP_CONFIG],
      useFactory: (db: DataSource, config: AppConfig) => queueNamespace(db, config.QUEUE_PREFIX),
    },
    RedisGuard,
    RedisLossWatch,
    RateLimiter,
    RedisCloser,
    QueueErrorLog,
    QueueWorkers,
  ],
  exports: [REDIS, QUEUE_NAMESPACE, RedisGuard, RedisLossWatch, RateLimiter],
})
export class RedisModule {}
