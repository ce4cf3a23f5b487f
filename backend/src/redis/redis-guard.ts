import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../errors/service-unavailable.error.js';

export const REDIS = Symbol('Redis');

/** How long a request waits on Redis before it is answered 503: far above a healthy round trip (~1 ms). */
export const REQUEST_BUDGET_MS = 2000;
/**
 * What background work (the reactor, a restore) waits on Redis at most: long enough for a busy Redis,
 * short enough that an outage ends as a failure to retry rather than a wait that holds its transaction.
 */
export const BACKGROUND_BUDGET_MS = 10_000;
/** What a 503 tells the client to wait: about how long the connection takes to come back once Redis does. */
export const RETRY_AFTER_SECONDS = 5;

const CONNECTION_ERRORS =
  /^(Command timed out|Connection is closed\.|Stream isn't writeable|Reached the max retries per request)/;

const unavailable = (cause: unknown) =>
  new ServiceUnavailableError('redis', RETRY_AFTER_SECONDS, cause === undefined ? undefined : { cause });

/**
 * A Redis operation that got no answer in time. Named ETIMEDOUT like a socket's own timeout, so that what
 * tells a passing failure from a lasting one (the projector runner's retries) sees a connection fault.
 */
const timedOut = (budgetMs: number) =>
  Object.assign(new Error(`Redis gave no answer within ${budgetMs} ms`), { code: 'ETIMEDOUT' });

/**
 * Waits on a Redis operation at most `budgetMs`, then gives up with ServiceUnavailableError. The
 * operation itself may still land once Redis answers: callers add with ids of their own or count a hit,
 * which a late arrival leaves harmless.
 */
export async function withinBudget<T>(operation: Promise<T>, budgetMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unavailable(timedOut(budgetMs))), budgetMs);
  });
  try {
    return await Promise.race([operation, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Bounds what a request waits on Redis. BullMQ's connections wait for Redis as long as it takes (its
 * workers need that), so a producer's add() alone would hang a request for the whole outage. Here a
 * request is refused at once while the portal's own connection to Redis is down, and after
 * REQUEST_BUDGET_MS when Redis does not answer (stopped, overloaded): 503, never a 500 or a hang.
 */
@Injectable()
export class RedisGuard {
  /** Why the connection went down, given as the cause of each refusal while it stays down. */
  private lastError: Error | undefined;

  constructor(@Inject(REDIS) private readonly redis: Redis) {
    redis.on('error', (error: Error) => (this.lastError = error));
    redis.on('ready', () => (this.lastError = undefined));
  }

  /** Whether Redis answered the portal's connection last time: a request may try it. */
  get available(): boolean {
    return this.redis.status === 'ready';
  }

  /** Refuses with 503 now unless Redis is connected; for a request that must not start what it cannot finish. */
  ensureAvailable(): void {
    if (!this.available) throw unavailable(this.lastError);
  }

  /** Runs one Redis operation for a request: refused at once while Redis is down, 503 after `budgetMs` without an answer. */
  async run<T>(operation: () => Promise<T>, budgetMs = REQUEST_BUDGET_MS): Promise<T> {
    this.ensureAvailable();
    try {
      return await withinBudget(operation(), budgetMs);
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw error;
      // A refusal of the command itself (a script's error) is a bug to see, not an outage.
      if (!this.available || (error instanceof Error && CONNECTION_ERRORS.test(error.message)))
        throw unavailable(error);
      throw error;
    }
  }
}
