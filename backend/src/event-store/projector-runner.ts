import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { comparePositions, type GlobalPosition } from '@rent/domain';
import type { Projection } from '@rent/projections';
import { type EventStore, START } from './event-store.port.js';
import { EVENTS_CHANNEL } from './postgres-event-store.js';

export interface ProjectorOptions {
  batchSize: number;
  pollMs: number;
}

/**
 * Runs every projection: reads the events after its checkpoint, applies them, and moves the checkpoint
 * in the same transaction as the rows. A transaction-scoped advisory lock keeps one runner per
 * projection across all instances of the app; the others find it taken and go on.
 *
 * It wakes on NOTIFY from an append (other instances), on `nudge()` (this instance's own writes), and on
 * a slow poll as a safety net.
 */
export class ProjectorRunner {
  private readonly byName: Map<string, Projection>;
  private listener: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = new Map<string, Promise<void>>();
  private again = new Set<string>();
  /** After a failure a projection rests a while, longer each time, instead of failing in a tight loop. */
  private failures = new Map<string, { count: number; until: number }>();
  private stopped = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    projections: readonly Projection[],
    private readonly log: Logger,
    private readonly options: ProjectorOptions = { batchSize: 500, pollMs: 1000 },
  ) {
    this.byName = new Map(projections.map((p) => [p.name, p]));
  }

  /** Adds a consumer of the log (a reactor) before the runner starts. */
  register(projection: Projection): void {
    if (!this.stopped) throw new Error('Register projections before the runner starts');
    this.byName.set(projection.name, projection);
  }

  get projectionNames(): string[] {
    return [...this.byName.keys()];
  }

  async start(listenUrl?: string): Promise<void> {
    this.stopped = false;
    await this.ensureCheckpoints();
    if (listenUrl) {
      this.listener = new pg.Client({ connectionString: listenUrl });
      this.listener.on('notification', () => this.nudge());
      this.listener.on('error', (error) => this.log.warn({ err: error }, 'projector listener lost; polling'));
      await this.listener.connect();
      await this.listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    }
    this.timer = setInterval(() => this.nudge(), this.options.pollMs);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled(this.running.values());
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  /** Asks every projection to catch up soon; cheap to call after each write. */
  nudge(): void {
    if (this.stopped) return;
    for (const name of this.byName.keys()) void this.schedule(name);
  }

  /** Processes everything there is for one projection (or all) and resolves when caught up. */
  async catchUp(name?: string): Promise<void> {
    const names = name ? [name] : this.projectionNames;
    await this.ensureCheckpoints();
    for (const n of names) {
      await this.schedule(n);
      // A run that was already going may have finished before our events were visible; go once more.
      await this.schedule(n);
    }
  }

  /**
   * Rebuilds a read model from all the events, in one transaction, while the API keeps serving: readers
   * see the old rows until the new ones commit, and the live run of this projection waits on its lock.
   * Answers how many events were read.
   */
  async rebuild(name: string, onProgress: (events: number) => void = () => undefined): Promise<number> {
    const projection = this.byName.get(name);
    if (!projection) throw new Error(`Unknown projection ${name}; known: ${this.projectionNames.join(', ')}`);
    // A reactor has no rows to rebuild; replaying it would only repeat its side effects.
    if (projection.tables.length === 0) throw new Error(`${name} is a reactor and is not rebuilt`);
    await this.ensureCheckpoints();
    return this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`projection:${name}`]);
      for (const table of projection.tables) await em.query(`DELETE FROM ${table}`);
      let after = START;
      let total = 0;
      for (;;) {
        const events = await this.store.readAll(after, this.options.batchSize);
        if (events.length === 0) break;
        const relevant = events.filter((e) => projection.eventTypes.has(e.type));
        if (relevant.length > 0) await projection.apply(em, relevant);
        after = events[events.length - 1]!.globalPosition;
        total += events.length;
        onProgress(total);
      }
      await em.query(
        `UPDATE projection_checkpoints SET transaction_id = $2::xid8, position = $3, updated_at = now() WHERE projection = $1`,
        [name, after.transactionId.toString(), after.position.toString()],
      );
      return total;
    });
  }

  /** The checkpoint a projection has reached. */
  async checkpoint(name: string): Promise<GlobalPosition> {
    const rows: { transaction_id: string; position: string }[] = await this.dataSource.query(
      'SELECT transaction_id::text, position FROM projection_checkpoints WHERE projection = $1',
      [name],
    );
    const row = rows[0];
    return row ? { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) } : START;
  }

  /**
   * Waits until the projection has passed `position` (a client's last write), at most `timeoutMs`.
   * Resolves false on timeout: the caller then serves what there is rather than hang.
   */
  async waitFor(name: string, position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (comparePositions(await this.checkpoint(name), position) >= 0) return true;
      if (Date.now() >= deadline) return false;
      void this.schedule(name);
      await sleep(15);
    }
  }

  private async ensureCheckpoints(): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO projection_checkpoints (projection) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING',
      [this.projectionNames],
    );
  }

  /** One run at a time per projection in this process; a request during a run asks for one more. */
  private schedule(name: string): Promise<void> {
    const failed = this.failures.get(name);
    if (failed && Date.now() < failed.until) return Promise.resolve();
    const current = this.running.get(name);
    if (current) {
      this.again.add(name);
      return current;
    }
    const run = (async () => {
      try {
        do {
          this.again.delete(name);
          while ((await this.processBatch(name)) === this.options.batchSize);
        } while (this.again.has(name));
        this.failures.delete(name);
      } catch (error) {
        const count = (this.failures.get(name)?.count ?? 0) + 1;
        const restMs = Math.min(30_000, 100 * 2 ** count);
        this.failures.set(name, { count, until: Date.now() + restMs });
        this.log.error({ err: error, projection: name, attempt: count, retryInMs: restMs }, 'projection failed; it will retry');
      } finally {
        this.running.delete(name);
      }
    })();
    this.running.set(name, run);
    return run;
  }

  /** Applies one batch; answers how many events it read (0 when caught up or another runner holds it). */
  private async processBatch(name: string): Promise<number> {
    const projection = this.byName.get(name);
    if (!projection) throw new Error(`Unknown projection ${name}`);
    return this.dataSource.transaction(async (em) => {
      const [lock] = await em.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok', [`projection:${name}`]);
      if (!lock.ok) return 0;
      const [row] = await em.query(
        'SELECT transaction_id::text, position FROM projection_checkpoints WHERE projection = $1',
        [name],
      );
      const after: GlobalPosition = { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) };
      const events = await this.store.readAll(after, this.options.batchSize);
      if (events.length === 0) return 0;
      const relevant = events.filter((e) => projection.eventTypes.has(e.type));
      if (relevant.length > 0) await projection.apply(em, relevant);
      const last = events[events.length - 1]!.globalPosition;
      await em.query(
        `UPDATE projection_checkpoints SET transaction_id = $2::xid8, position = $3, updated_at = now()
          WHERE projection = $1`,
        [name, last.transactionId.toString(), last.position.toString()],
      );
      return events.length;
    });
  }
}
