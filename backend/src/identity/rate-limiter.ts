import { HttpException, HttpStatus, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { MessageKeys } from '@rent/domain';
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
  private readonly factor: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis({ ...redisConnection(config.REDIS_URL), maxRetriesPerRequest: 3, lazyConnect: true });
    this.prefix = `${config.QUEUE_PREFIX}:limit`;
    this.factor = config.SIGN_IN_LIMIT_FACTOR;
  }

  /** Counts a hit and refuses the request over the limit: 429 "too many attempts, try again in N minutes". */
  async enforce(limit: Limit, key: string): Promise<void> {
    const wait = await this.hit({ ...limit, limit: limit.limit * this.factor }, key);
    if (wait !== null) {
      throw new HttpException(
        { code: 'TOO_MANY_ATTEMPTS', message: MessageKeys.tooManyAttempts, params: { minutes: Math.ceil(wait / 60) } },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  /** Counts a hit; null while under the limit, else the seconds until the window ends. */
  async hit({ name, limit, windowSeconds }: Limit, key: string): Promise<number | null> {
    const k = `${this.prefix}:${name}:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).ttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.expire(k, windowSeconds);
    return count > limit ? Math.max(ttl, 1) : null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
