import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { runsWorkers } from '../config/process-role.js';
import { LOGGER } from '../logging/logger.js';
import { QUEUE_NAMESPACE } from './queue-namespace.js';
import { REDIS, RedisGuard } from './redis-guard.js';

/** What a module keeps in Redis that the database can give back. */
export interface RedisRestorer {
  /**
   * Puts its part back. `lost`: Redis was found without the marker (flushed, replaced by an empty one,
   * or a restore never finished), so everything is rebuilt from the database; otherwise only what is
   * cheap to declare again (its schedulers). Idempotent: jobs are added with ids of their own. Stops,
   * throwing, once `signal` is aborted (the app is closing).
   */
  restore(lost: boolean, signal: AbortSignal): Promise<void>;
}

const DONE = 'done';
/** Sets the marker to done only if it still holds this restore's token: a flush meanwhile took it away. */
const FINISH =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2]) return 1 end return 0";
/** One restorer across every instance of the portal on this database. */
const RESTORE_LOCK = 'redis-restore';

/**
 * Notices that Redis lost the portal's keys and has them restored. A marker key is written once a
 * restore is complete; a FLUSHALL, a Redis restarted without persistence, or another (empty) Redis
 * takes it away with everything else. It is checked at start, whenever the connection comes back, and
 * every REDIS_CHECK_MS. A missing marker sets off the restorers under a database lock, so one instance
 * restores and the others leave it to it; the marker then says "restoring" until they all succeeded, so
 * a restore cut short (a crash, Redis away again) is done again at the next check.
 */
@Injectable()
export class RedisLossWatch implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly restorers = new Map<string, RedisRestorer>();
  private readonly marker: string;
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Whether this process has declared its schedulers once since it started. */
  private declared = false;
  private readonly onReady = () => void this.check();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(QUEUE_NAMESPACE) namespace: string,
    private readonly guard: RedisGuard,
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    this.marker = `${namespace}:restored`;
  }

  /** Modules register in onModuleInit; the watch starts once the app is up. */
  register(name: string, restorer: RedisRestorer): void {
    this.restorers.set(name, restorer);
  }

  /**
   * Not awaited: the portal starts (and serves what needs no Redis) while Redis is away. The processes
   * that run the background work watch and restore; an api process leaves it to them (process-role.ts).
   */
  onApplicationBootstrap(): void {
    if (!runsWorkers(this.config)) return;
    this.redis.on('ready', this.onReady);
    this.timer = setInterval(() => void this.check(), this.config.REDIS_CHECK_MS);
    this.timer.unref();
    void this.check();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    clearInterval(this.timer);
    this.redis.off('ready', this.onReady);
    await this.running;
  }

  /** Checks the marker now and restores what is missing; a check while one runs joins it. Never throws. */
  check(): Promise<void> {
    this.running ??= this.checkOnce()
      .catch((error: unknown) => {
        if (!this.stopping.signal.aborted)
          this.log.warn({ err: error }, 'restoring what Redis lost failed; trying again at the next check');
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async checkOnce(): Promise<void> {
    if (this.stopping.signal.aborted || !this.guard.available) return;
    if (this.declared && (await this.redis.get(this.marker)) === DONE) return;
    await this.exclusively(async () => {
      for (;;) {
        const lost = (await this.redis.get(this.marker)) !== DONE;
        if (!lost && this.declared) return;
        const token = `restoring ${randomUUID()}`;
        if (lost) {
          this.log.warn(
            { marker: this.marker },
            'Redis lost the portal’s keys (or never had them): restoring the scheduled work',
          );
          await this.redis.set(this.marker, token);
        }
        const started = Date.now();
        for (const restorer of this.restorers.values()) await restorer.restore(lost, this.stopping.signal);
        this.declared = true;
        if (!lost) return;
        if ((await this.redis.eval(FINISH, 1, this.marker, token, DONE)) === 1) {
          this.log.info({ ms: Date.now() - started }, 'scheduled work restored');
          return;
        }
        this.log.warn('Redis was emptied again while restoring: once more');
      }
    });
  }

  /** Runs `work` holding the restore lock, or not at all if another instance holds it. */
  private async exclusively(work: () => Promise<void>): Promise<void> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [lock]: { ok: boolean }[] = await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [
        RESTORE_LOCK,
      ]);
      if (!lock?.ok) return;
      try {
        await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [RESTORE_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }
}
