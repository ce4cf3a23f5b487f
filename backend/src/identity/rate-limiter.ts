import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { redisConnection } from '../jobs/jobs.module.js';

/** A limit: at most `limit` hits per `windowSeconds` for one key (an account, a phone, an address). */
export interface Limit {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis, shared by every instance of the portal: the first hit of a window
 * starts its clock, and the key expires with it. Answers how many seconds remain when a key is over.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis({ ...redisConnection(config.REDIS_URL), maxRetriesPerRequest: 3, lazyConnect: true });
    this.prefix = `${config.QUEUE_PREFIX}:limit`;
  }

  /** Counts a hit; null while under the limit, else the seconds until the window ends. */
  async hit({ name, limit, windowSeconds }: Limit, key: string): Promise<number | null> {
    const k = `${this.prefix}:${name}:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).ttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.expire(k, windowSeconds);
    return count > limit ? Math.max(ttl, 1) : null;
  }

  async reset({ name }: Limit, key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:${name}:${key}`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
