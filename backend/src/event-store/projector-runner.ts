import pg from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { comparePositions, DomainError, formatPosition, type GlobalPosition, MessageKeys } from '@rent/domain';
import type { Projection } from '@rent/projections';
import { CHECKPOINTS_CHANNEL, CheckpointWatch } from './checkpoint-watch.js';
import { type EventStore, START } from './event-store.port.js';
import { EVENTS_CHANNEL } from './postgres-event-store.js';
import { FailureState, isPassingFailure, restAfter } from './projection-failures.js';

export interface ProjectorOptions {
  /** Events a live run reads at a time. */
  batchSize: number;
  /**
   * Events a rebuild reads at a time (default 5,000): bigger batches let a set-based projection merge
   * more writes to a row into one (the contract summary rebuilds at ~11,500 events/s in batches of 500,
   * ~16,000 in 5,000, ~20,000 in 20,000), at the cost of holding two batches in memory.
   */
  rebuildBatchSize?: number;
  pollMs: number;
  /** Tries of one failing event before its projection stalls. */
  maxAttempts?: number;
}

/** Where a projection stands, for health, metrics and the operators. */
export interface ProjectionStatus {
  name: string;
  position: string;
  updatedAt: string;
  /** Events of the log after its checkpoint (counted up to 100,000). */
  behind: number;
  /** Seconds since the oldest event it has not applied was written (0 when caught up). */
  lagSeconds: number;
  stalled: { at: string; eventId: string | null; error: string } | null;
}

/** A read after one's own write named a position the log has not reached: it is not one the API gave. */
export const readAfterBeyondHead = () => new DomainError('READ_AFTER_INVALID', MessageKeys.invalidValue, 'invalid', 'X-Read-After');

const STALLED_AT_START = 'its checkpoint is not an event of the log; rebuild it (npm run rebuild -- <name>) and retry';

/**
 * Runs every projection: reads the events after its checkpoint, applies them, and moves the checkpoint
 * in the same transaction as the rows. A transaction-scoped advisory lock keeps one runner per
 * projection across all instances of the app; the others find it taken and go on.
 *
 * It wakes on NOTIFY from an append (any instance), on `nudge()` (this instance's own writes), and on a
 * slow poll as a safety net. Each committed batch is announced on the checkpoints channel, so reads
 * waiting for their own write on any instance go on at once.
 *
 * A projection that fails on an event tries again with growing pauses, then stalls alone (recorded in
 * its checkpoint row with the event and the error) until an operator retries it; the others go on.
 * Losing the database is not such a failure: it is waited out.
 */
export class ProjectorRunner {
  private readonly byName: Map<string, Projection>;
  private readonly watch = new CheckpointWatch();
  private listener: pg.Client | undefined;
  private listenUrl: string | undefined;
  private relistenTimer: NodeJS.Timeout | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly failures = new Map<string, FailureState>();
  /** Failed batches since start, per projection, for the metrics. */
  private readonly failed = new Map<string, { passing: number; event: number }>();
  /** Not started yet, or stopped: nudges and polls do nothing (catchUp and rebuild still work). */
  private stopped = true;
  /** Set by stop(): runs under way end after their current batch. */
  private stopping = false;

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
    this.stopping = false;
    await this.ensureCheckpoints();
    await this.verifyCheckpoints();
    if (listenUrl) {
      this.listenUrl = listenUrl;
      await this.listen();
    }
    this.pollTimer = setInterval(() => this.poll(), this.options.pollMs);
    this.pollTimer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.relistenTimer) clearTimeout(this.relistenTimer);
    this.watch.release();
    await Promise.allSettled(this.running.values());
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
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
   * A rebuild also clears a stall. Answers how many events were read.
   */
  async rebuild(name: string, onProgress: (events: number) => void = () => undefined): Promise<number> {
    const projection = this.byName.get(name);
    if (!projection) throw new Error(`Unknown projection ${name}; known: ${this.projectionNames.join(', ')}`);
    // A reactor has no rows to rebuild; replaying it would only repeat its side effects.
    if (projection.tables.length === 0) throw new Error(`${name} is a reactor and is not rebuilt`);
    await this.ensureCheckpoints();
    const { after, total } = await this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`projection:${name}`]);
      for (const table of projection.tables) await em.query(`DELETE FROM ${table}`);
      const size = this.options.rebuildBatchSize ?? 5000;
      let after = START;
      let total = 0;
      let next = this.store.readAll(after, size);
      for (;;) {
        const events = await next;
        if (events.length === 0) break;
        after = events[events.length - 1]!.globalPosition;
        // The next batch is read (on the store's own connection) while this one is applied; should the
        // apply fail first, that read's own failure is no one's business.
        next = events.length === size ? this.store.readAll(after, size) : Promise.resolve([]);
        next.catch(() => undefined);
        const relevant = events.filter((e) => projection.eventTypes.has(e.type));
        if (relevant.length > 0) await projection.apply(em, relevant);
        total += events.length;
        onProgress(total);
      }
      await this.moveCheckpoint(em, name, after);
      await em.query('UPDATE projection_checkpoints SET stalled_at = NULL, stalled_event_id = NULL, stalled_error = NULL WHERE projection = $1', [name]);
      return { after, total };
    });
    this.failures.delete(name);
    this.watch.seen(name, after);
    return total;
  }

  /** The checkpoint a projection has reached. */
  async checkpoint(name: string): Promise<GlobalPosition> {
    const rows: { transaction_id: string; position: string }[] = await this.dataSource.query(
      'SELECT transaction_id, position FROM projection_checkpoints WHERE projection = $1',
      [name],
    );
    const row = rows[0];
    const position = row ? { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) } : START;
    this.watch.seen(name, position);
    return position;
  }

  /**
   * Waits until the projection has passed `position` (a client's last write), at most `timeoutMs`, on
   * the checkpoints this process hears of; a position the log has not reached is refused. Resolves false
   * on timeout: the caller says the read could not catch up rather than answer stale.
   */
  async waitFor(name: string, position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.watch.reached(name, position)) return true;
    if (comparePositions(await this.checkpoint(name), position) >= 0) return true;
    if (comparePositions(position, await this.store.head()) > 0) throw readAfterBeyondHead();
    void this.schedule(name);
    return this.watch.wait(name, position, timeoutMs);
  }

  /** Every projection's position, lag and stall. */
  async status(): Promise<ProjectionStatus[]> {
    const rows: { projection: string; transaction_id: string; position: string; updated_at: Date; stalled_at: Date | null; stalled_event_id: string | null; stalled_error: string | null; behind: string; oldest: Date | null }[] =
      await this.dataSource.query(
        `SELECT c.projection, c.transaction_id, c.position, c.updated_at, c.stalled_at, c.stalled_event_id, c.stalled_error,
                (SELECT count(*) FROM (SELECT 1 FROM events e WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position) LIMIT 100000) b) AS behind,
                (SELECT e.recorded_at FROM events e WHERE (e.transaction_id, e.position) > (c.transaction_id, c.position)
                  ORDER BY e.transaction_id, e.position LIMIT 1) AS oldest
           FROM projection_checkpoints c WHERE c.projection = ANY($1) ORDER BY c.projection`,
        [this.projectionNames],
      );
    return rows.map((r) => ({
      name: r.projection,
      position: formatPosition({ transactionId: BigInt(r.transaction_id), position: BigInt(r.position) }),
      updatedAt: r.updated_at.toISOString(),
      behind: Number(r.behind),
      lagSeconds: r.oldest ? Math.max(0, (Date.now() - r.oldest.getTime()) / 1000) : 0,
      stalled: r.stalled_at ? { at: r.stalled_at.toISOString(), eventId: r.stalled_event_id, error: r.stalled_error ?? '' } : null,
    }));
  }

  /** Failed batches since this process started, per projection: the database away, or an event not applied. */
  failureCounts(): ReadonlyMap<string, { passing: number; event: number }> {
    return this.failed;
  }

  /** The projections stalled now (cheap enough for every health check). */
  async stalled(): Promise<string[]> {
    const rows: { projection: string }[] = await this.dataSource.query(
      'SELECT projection FROM projection_checkpoints WHERE stalled_at IS NOT NULL AND projection = ANY($1) ORDER BY projection',
      [this.projectionNames],
    );
    return rows.map((r) => r.projection);
  }

  /** An operator's "try again" for a stalled projection (after the cause was fixed). False if it was not stalled. */
  async retry(name: string): Promise<boolean> {
    if (!this.byName.has(name)) throw new DomainError('NOT_FOUND', MessageKeys.notFound, 'notFound');
    const result: [unknown[], number] = await this.dataSource.query(
      `UPDATE projection_checkpoints SET stalled_at = NULL, stalled_event_id = NULL, stalled_error = NULL
        WHERE projection = $1 AND stalled_at IS NOT NULL`,
      [name],
    );
    this.failures.delete(name);
    void this.schedule(name);
    return result[1] > 0;
  }

  private async ensureCheckpoints(): Promise<void> {
    await this.dataSource.query('INSERT INTO projection_checkpoints (projection) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [this.projectionNames]);
  }

  /**
   * At start, every checkpoint must name an event of the log (or the start of it): one that does not
   * (a log restored from an older backup, a hand-edited row) would skip or replay an unknown stretch,
   * so its projection is stalled until it is rebuilt.
   */
  private async verifyCheckpoints(): Promise<void> {
    const broken: { projection: string }[] = await this.dataSource.query(
      `UPDATE projection_checkpoints c SET stalled_at = now(), stalled_event_id = NULL, stalled_error = $2
        WHERE c.projection = ANY($1) AND c.stalled_at IS NULL AND c.position <> 0
          AND NOT EXISTS (SELECT 1 FROM events e WHERE e.position = c.position AND e.transaction_id = c.transaction_id)
        RETURNING c.projection`,
      [this.projectionNames, STALLED_AT_START],
    ).then((r: [{ projection: string }[], number]) => r[0]);
    for (const { projection } of broken) this.log.error({ projection }, `projection stalled at start: ${STALLED_AT_START}`);
  }

  /** The LISTEN connection; a lost one is made again, and what was missed meanwhile is caught up. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.listenUrl });
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) this.nudge();
      else if (message.payload) this.watch.heard(message.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ code: (error as Error & { code?: string }).code, reason: error.message }, 'projector listener lost; listening again');
      void client.end().catch(() => undefined);
      if (this.listener === client) this.listener = undefined;
      this.relisten(1);
    });
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${CHECKPOINTS_CHANNEL}`);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.listener = client;
  }

  private relisten(attempt: number): void {
    if (this.stopped || this.relistenTimer) return;
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = undefined;
      this.listen()
        .then(() => this.nudge())
        .catch((error: unknown) => {
          this.log.warn({ err: error, attempt }, 'projector listener not back yet');
          this.relisten(attempt + 1);
        });
    }, restAfter(attempt, 5000));
    this.relistenTimer.unref();
  }

  /** The safety net: catch up, and while notifications are not heard, look up awaited checkpoints. */
  private poll(): void {
    this.nudge();
    if (this.listener) return;
    for (const name of this.watch.awaited()) void this.checkpoint(name).catch(() => undefined);
  }

  /** One run at a time per projection in this process; a request during a run asks for one more. */
  private schedule(name: string): Promise<void> {
    const state = this.failures.get(name);
    if (state && Date.now() < state.until) return Promise.resolve();
    const current = this.running.get(name);
    if (current) {
      this.again.add(name);
      return current;
    }
    const run = this.run(name).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  private async run(name: string): Promise<void> {
    try {
      do {
        this.again.delete(name);
        for (;;) {
          const state = this.failures.get(name);
          const size = state && state.narrow > 0 ? 1 : this.options.batchSize;
          const read = await this.processBatch(name, size);
          if (state) {
            state.failures = 0;
            state.passing = 0;
            state.narrow = Math.max(0, state.narrow - read);
            if (state.narrow === 0) this.failures.delete(name);
          }
          if (read < size || this.stopping) break;
        }
      } while (this.again.has(name) && !this.stopping);
    } catch (error) {
      await this.onFailure(name, error);
    }
  }

  private async onFailure(name: string, error: unknown): Promise<void> {
    const state = this.failures.get(name) ?? new FailureState();
    this.failures.set(name, state);
    const counts = this.failed.get(name) ?? { passing: 0, event: 0 };
    this.failed.set(name, counts);
    if (isPassingFailure(error)) {
      counts.passing++;
      state.passing++;
      state.until = Date.now() + restAfter(state.passing, 5000);
      const { message, code } = error as Error & { code?: string };
      this.log.warn({ projection: name, attempt: state.passing, code, reason: message }, 'projection paused: the database is not answering');
      return;
    }
    counts.event++;
    state.failures++;
    const maxAttempts = this.options.maxAttempts ?? 6;
    if (state.narrow === 0 && state.failures === 1) state.narrow = this.options.batchSize;
    if (state.failures >= maxAttempts) {
      this.failures.delete(name);
      await this.stall(name, error).catch((e: unknown) => this.log.error({ err: e, projection: name }, 'could not record the stall'));
      return;
    }
    state.until = Date.now() + restAfter(state.failures, 30_000);
    this.log.error({ err: error, projection: name, attempt: state.failures }, 'projection failed; it will try again');
  }

  /** Records the stall with the event it could not apply, for health, metrics and the operators. */
  private async stall(name: string, error: unknown): Promise<void> {
    const next = (await this.store.readAll(await this.checkpoint(name), 1))[0];
    const message = error instanceof Error ? error.message : String(error);
    await this.dataSource.query(
      `UPDATE projection_checkpoints SET stalled_at = now(), stalled_event_id = $2, stalled_error = $3 WHERE projection = $1`,
      [name, next?.eventId ?? null, message.slice(0, 2000)],
    );
    this.log.error({ err: error, projection: name, eventId: next?.eventId, type: next?.type }, 'projection stalled: an operator must retry it once the cause is fixed');
  }

  /** Applies one batch; answers how many events it read (0 when caught up, stalled, or another runner holds it). */
  private async processBatch(name: string, size: number): Promise<number> {
    const projection = this.byName.get(name);
    if (!projection) throw new Error(`Unknown projection ${name}`);
    // Nothing after the checkpoint this process knows of: no transaction, no lock (most wake-ups of most
    // projections, since one append wakes them all).
    const known = this.watch.latest(name);
    if (known && (await this.store.readAll(known, 1)).length === 0) return 0;
    const done = await this.dataSource.transaction(async (em) => {
      const [lock] = await em.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok', [`projection:${name}`]);
      if (!lock.ok) return null;
      const [row] = await em.query('SELECT transaction_id, position, stalled_at FROM projection_checkpoints WHERE projection = $1', [name]);
      if (row.stalled_at) return null;
      const after: GlobalPosition = { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) };
      const events = await this.store.readAll(after, size);
      if (events.length === 0) return { read: 0, at: after };
      const relevant = events.filter((e) => projection.eventTypes.has(e.type));
      if (relevant.length > 0) await projection.apply(em, relevant);
      const last = events[events.length - 1]!.globalPosition;
      await this.moveCheckpoint(em, name, last);
      return { read: events.length, at: last };
    });
    if (done) this.watch.seen(name, done.at);
    return done?.read ?? 0;
  }

  /** Moves a checkpoint and announces it; the announcement is delivered when the transaction commits. */
  private async moveCheckpoint(em: { query: (sql: string, params: unknown[]) => Promise<unknown> }, name: string, at: GlobalPosition): Promise<void> {
    await em.query(
      `UPDATE projection_checkpoints SET transaction_id = $2::xid8, position = $3, updated_at = now() WHERE projection = $1`,
      [name, at.transactionId.toString(), at.position.toString()],
    );
    await em.query('SELECT pg_notify($1, $2)', [CHECKPOINTS_CHANNEL, `${name} ${formatPosition(at)}`]);
  }
}
