import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { MessageKeys } from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { QUEUE_NAMESPACE } from './queue-namespace.js';
import { REDIS, RedisGuard } from './redis-guard.js';

/** A limit: at most `limit` hits per `windowSeconds` for one key (an account, a phone, an address). */
export interface Limit {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis, shared by every instance of the portal: the first hit of a window
 * starts its clock, and the key expires with it. Answers how many seconds remain when a key is over.
 * Without Redis nothing can be counted, so the request is refused with 503 rather than let through.
 */
@Injectable()
export class RateLimiter {
  private readonly prefix: string;
  private readonly factor: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(QUEUE_NAMESPACE) namespace: string,
    private readonly guard: RedisGuard,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${namespace}:limit`;
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

  /**
   * Whether a key has used up its limit (times the factor) in the current window, counting nothing: for
   * a count of failures, asked before an attempt whose outcome alone decides whether it counts.
   */
  async reached({ name, limit }: Limit, key: string): Promise<boolean> {
    const k = `${this.prefix}:${name}:${key}`;
    return this.guard.run(async () => Number((await this.redis.get(k)) ?? 0) >= limit * this.factor);
  }

  /** Where a key stands in its window, counting nothing: its hits, the limit (times the factor), the seconds left. */
  async standing(
    { name, limit }: Limit,
    key: string,
  ): Promise<{ hits: number; limit: number; secondsLeft: number | null }> {
    const k = `${this.prefix}:${name}:${key}`;
    return this.guard.run(async () => {
      const [[, hits], [, ttl]] = (await this.redis.multi().get(k).ttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { hits: Number(hits ?? 0), limit: limit * this.factor, secondsLeft: ttl > 0 ? ttl : null };
    });
  }

  /** Ends a key's window at once (the staff clearing a login's wrong passwords). */
  async clear({ name }: Limit, key: string): Promise<void> {
    await this.guard.run(() => this.redis.del(`${this.prefix}:${name}:${key}`));
  }

  /** Counts a hit; null while under the limit, else the seconds until the window ends. */
  async hit({ name, limit, windowSeconds }: Limit, key: string): Promise<number | null> {
    const k = `${this.prefix}:${name}:${key}`;
    return this.guard.run(async () => {
      const [[, count], [, ttl]] = (await this.redis.multi().incr(k).ttl(k).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await this.redis.expire(k, windowSeconds);
      return count > limit ? Math.max(ttl, 1) : null;
    });
  }
}
