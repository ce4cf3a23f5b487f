import pg from 'pg';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import {
  comparePositions,
  DomainError,
  formatPosition,
  type GlobalPosition,
  MessageKeys,
  type RecordedEvent,
} from '@rent/domain';
import type { Projection } from '@rent/projections';
import { CHECKPOINTS_CHANNEL, CheckpointWatch } from './checkpoint-watch.js';
import { type EventStore, START, type StreamCursor } from './event-store.port.js';
import { EVENTS_CHANNEL } from './postgres-event-store.js';
import { ShadowTables } from './shadow-tables.js';
import { FailureState, isPassingFailure, restAfter } from './projection-failures.js';
import { ProjectionShares } from './projection-shares.js';

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
  /** Events of the log after its checkpoint, counted up to 100,000 (up to 10,000 where KurrentDB keeps the log). */
  behind: number;
  /** Seconds since the oldest event it has not applied was written (0 when caught up). */
  lagSeconds: number;
  stalled: { at: string; eventId: string | null; error: string } | null;
}

/** How far ProjectionStatus.behind is counted: past it a projection is simply far behind. */
const BEHIND_COUNTED_UP_TO = 100_000;

/** A read after one's own write named a position the log has not reached: it is not one the API gave. */
export const readAfterBeyondHead = () =>
  new DomainError('READ_AFTER_INVALID', MessageKeys.invalidValue, 'invalid', 'X-Read-After');

const STALLED_AT_START = 'its checkpoint is not an event of the log; rebuild it (npm run rebuild -- <name>) and retry';

/**
 * Runs every projection: reads the events after its checkpoint, applies them, and moves the checkpoint
 * in the same transaction as the rows. A transaction-scoped advisory lock keeps one runner per
 * projection across all instances of the app; the others find it taken and go on. Several worker
 * processes divide the projections among them (projection-shares.ts), each trying only its share on its
 * wake-ups; `catchUp()` tries them all.
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
  /** The round under way in this process, if any; a wake-up during it asks for one more. */
  private round: Promise<void> | undefined;
  private again = false;
  /** Set by catchUp(): the next round tries every projection, not only this runner's share. */
  private everyone = false;
  private readonly shares: ProjectionShares;
  /** A try again soon after another runner held a projection of this one's share (it is letting it go). */
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly failures = new Map<string, FailureState>();
  /** Failed batches since start, per projection, for the metrics. */
  private readonly failed = new Map<string, { passing: number; event: number }>();
  /** Not started yet, or stopped: nudges and polls do nothing (catchUp and rebuild still work). */
  private stopped = true;
  /** Set by stop(): runs under way end after their current batch. */
  private stopping = false;
  /**
   * Whether this process advances the projections (a worker, process-role.ts). An api process starts
   * the runner only to listen: its reads after a write wait for the checkpoints the workers move.
   */
  private projecting = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    projections: readonly Projection[],
    private readonly log: Logger,
    private readonly options: ProjectorOptions = { batchSize: 500, pollMs: 1000 },
  ) {
    this.byName = new Map(projections.map((p) => [p.name, p]));
    this.shares = new ProjectionShares(dataSource);
  }

  /** Adds a consumer of the log (a reactor) before the runner starts. */
  register(projection: Projection): void {
    if (!this.stopped) throw new Error('Register projections before the runner starts');
    this.byName.set(projection.name, projection);
  }

  get projectionNames(): string[] {
    return [...this.byName.keys()];
  }

  async start(listenUrl?: string, { project = true }: { project?: boolean } = {}): Promise<void> {
    this.stopped = false;
    this.stopping = false;
    this.projecting = project;
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
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.watch.release();
    await this.round?.catch(() => undefined);
    const listener = this.listener;
    this.listener = undefined;
    this.shares.lost();
    await listener?.end().catch(() => undefined);
  }

  /** Asks every projection to catch up soon; cheap to call after each write. */
  nudge(): void {
    if (this.stopped || !this.projecting) return;
    void this.rounds();
  }

  /**
   * Processes everything there is for every projection, this runner's share or not, and resolves when
   * they have caught up (those another runner holds or that are stalled or resting after a failure excepted).
   */
  async catchUp(): Promise<void> {
    await this.ensureCheckpoints();
    this.everyone = true;
    await this.rounds();
    this.everyone = true;
    // A round that was already going may have finished before our events were visible; go once more.
    await this.rounds();
  }

  /**
   * Rebuilds a read model from all the events, in one transaction, while the API keeps serving: the new
   * rows are written to copies of its tables that take the live ones' places at the end (shadow-tables.ts),
   * so readers see the old rows until the new ones commit; the live run of this projection waits on its lock.
   * A rebuild also clears a stall. Answers how many events it replayed: the whole log's, or, replaying
   * stream after stream, those of the projection's streams and types.
   */
  async rebuild(name: string, onProgress: (events: number) => void = () => undefined): Promise<number> {
    const projection = this.byName.get(name);
    if (!projection) throw new Error(`Unknown projection ${name}; known: ${this.projectionNames.join(', ')}`);
    // A reactor has no rows to rebuild; replaying it would only repeat its side effects.
    if (projection.tables.length === 0) throw new Error(`${name} is a reactor and is not rebuilt`);
    await this.ensureCheckpoints();
    const { after, total } = await this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`projection:${name}`]);
      const shadow = await ShadowTables.open(em, name, projection.tables);
      const size = this.options.rebuildBatchSize ?? 5000;
      const { after, total } = await this.replayAll(em, projection, size, onProgress);
      await shadow.swap();
      await this.moveCheckpoints(em, [{ name, at: after }]);
      await em.query(
        'UPDATE projection_checkpoints SET stalled_at = NULL, stalled_event_id = NULL, stalled_error = NULL WHERE projection = $1',
        [name],
      );
      return { after, total };
    });
    this.failures.delete(name);
    this.watch.seen(name, after);
    await this.vacuum(projection.tables);
    return total;
  }

  /**
   * The events `read` hands out, batch after batch from the last event of the one before, each applied
   * while the next is read (on the store's own connection); should the apply fail first, that read's own
   * failure is no one's business. Answers the last event read and how many were read.
   */
  private async replay(
    em: EntityManager,
    projection: Projection,
    read: (after: RecordedEvent | null) => Promise<RecordedEvent[]>,
    size: number,
    onProgress: (events: number) => void,
  ): Promise<{ last: RecordedEvent | null; total: number }> {
    let last: RecordedEvent | null = null;
    let total = 0;
    let next = read(null);
    for (;;) {
      const events = await next;
      if (events.length === 0) return { last, total };
      last = events[events.length - 1]!;
      next = events.length === size ? read(last) : Promise.resolve([]);
      next.catch(() => undefined);
      const relevant = events.filter((e) => projection.eventTypes.has(e.type));
      if (relevant.length > 0) await projection.apply(em, relevant);
      total += events.length;
      onProgress(total);
    }
  }

  /**
   * The projection's streams one after another, up to the log's settled head, which the checkpoint then
   * takes: what commits later the live run applies from there. Over a million contracts a replay in
   * global order met each summary row in about six batches, and so wrote it six times, all in one
   * transaction whose dead rows no vacuum could clear (6,864 events/s against 22,100 over 100,000).
   * Otherwise the whole log in global order, the checkpoint at its last event.
   */
  private async replayAll(
    em: EntityManager,
    projection: Projection,
    size: number,
    onProgress: (events: number) => void,
  ): Promise<{ after: GlobalPosition; total: number }> {
    const prefix = projection.rebuildStreams;
    if (prefix) {
      const through = await this.store.settledHead();
      const types = [...projection.eventTypes];
      const read = (after: StreamCursor | null) => this.store.readStreamsInOrder(prefix, types, through, after, size);
      const { total } = await this.replay(em, projection, read, size, onProgress);
      return { after: through, total };
    }
    const read = (after: RecordedEvent | null) => this.store.readAll(after?.globalPosition ?? START, size);
    const { last, total } = await this.replay(em, projection, read, size, onProgress);
    return { after: last?.globalPosition ?? START, total };
  }

  /**
   * A rebuilt read model's tables are new, with no statistics and no visibility map: until autovacuum came
   * by, a million-contract list took a second where it takes tens of milliseconds (the large party's
   * outgoing box, p50 956 ms before and 25 ms after, tests/bench/register.mjs; then the old rows were also
   * left dead beside the new). VACUUM takes no lock that readers or writers wait on.
   */
  async vacuum(tables: readonly string[]): Promise<void> {
    for (const table of tables) await this.dataSource.query(`VACUUM (ANALYZE) ${table}`);
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
    // The database has just answered twice: a projection resting because it had not answered (up to five
    // seconds after a restart) goes on now rather than after the reader's wait ran out.
    if (this.projecting) {
      this.endPassingRests();
      void this.rounds();
    }
    return this.watch.wait(name, position, timeoutMs);
  }

  /** Every projection's position, lag and stall; the lag as the store that keeps the log counts it. */
  async status(): Promise<ProjectionStatus[]> {
    const rows: {
      projection: string;
      transaction_id: string;
      position: string;
      updated_at: Date;
      stalled_at: Date | null;
      stalled_event_id: string | null;
      stalled_error: string | null;
    }[] = await this.dataSource.query(
      `SELECT projection, transaction_id, position, updated_at, stalled_at, stalled_event_id, stalled_error
         FROM projection_checkpoints WHERE projection = ANY($1) ORDER BY projection`,
      [this.projectionNames],
    );
    const checkpoints = rows.map((r) => ({ transactionId: BigInt(r.transaction_id), position: BigInt(r.position) }));
    const backlogs = await this.store.backlogs(checkpoints, BEHIND_COUNTED_UP_TO);
    return rows.map((r, i) => {
      const { count, oldestRecordedAt } = backlogs[i]!;
      return {
        name: r.projection,
        position: formatPosition(checkpoints[i]!),
        updatedAt: r.updated_at.toISOString(),
        behind: count,
        lagSeconds: oldestRecordedAt ? Math.max(0, (Date.now() - oldestRecordedAt.getTime()) / 1000) : 0,
        stalled: r.stalled_at
          ? { at: r.stalled_at.toISOString(), eventId: r.stalled_event_id, error: r.stalled_error ?? '' }
          : null,
      };
    });
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
    void this.rounds();
    return result[1] > 0;
  }

  private async ensureCheckpoints(): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO projection_checkpoints (projection) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING',
      [this.projectionNames],
    );
  }

  /**
   * At start, every checkpoint must name an event of the log (or the start of it): one that does not
   * (a log restored from an older backup, a hand-edited row) would skip or replay an unknown stretch,
   * so its projection is stalled until it is rebuilt.
   */
  private async verifyCheckpoints(): Promise<void> {
    // The log may be in another database (EVENT_STORE=kurrentdb): the store says which events it has.
    const rows: { projection: string; transaction_id: string; position: string }[] = await this.dataSource.query(
      `SELECT projection, transaction_id, position FROM projection_checkpoints
        WHERE projection = ANY($1) AND stalled_at IS NULL AND position <> 0`,
      [this.projectionNames],
    );
    const missing: string[] = [];
    for (const r of rows)
      if (!(await this.store.hasEventAt({ transactionId: BigInt(r.transaction_id), position: BigInt(r.position) })))
        missing.push(r.projection);
    if (missing.length === 0) return;
    const broken: { projection: string }[] = await this.dataSource
      .query(
        `UPDATE projection_checkpoints SET stalled_at = now(), stalled_event_id = NULL, stalled_error = $2
          WHERE projection = ANY($1) AND stalled_at IS NULL RETURNING projection`,
        [missing, STALLED_AT_START],
      )
      .then((r: [{ projection: string }[], number]) => r[0]);
    for (const { projection } of broken)
      this.log.error({ projection }, `projection stalled at start: ${STALLED_AT_START}`);
  }

  /** The LISTEN connection; a lost one is made again, and what was missed meanwhile is caught up. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.listenUrl });
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) this.nudge();
      else if (message.payload) this.watch.heard(message.payload);
    });
    client.on('error', (error) => {
      this.log.warn(
        { code: (error as Error & { code?: string }).code, reason: error.message },
        'projector listener lost; listening again',
      );
      void client.end().catch(() => undefined);
      if (this.listener === client) {
        this.listener = undefined;
        this.shares.lost();
      }
      this.relisten(1);
    });
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${CHECKPOINTS_CHANNEL}`);
    // A runner's slot lives as long as this connection: a worker that dies gives its share up with it.
    if (this.projecting) await this.shares.claim(client);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.listener = client;
  }

  private relisten(attempt: number): void {
    if (this.stopped || this.relistenTimer) return;
    this.relistenTimer = setTimeout(
      () => {
        this.relistenTimer = undefined;
        this.listen()
          .then(() => this.nudge())
          .catch((error: unknown) => {
            this.log.warn({ err: error, attempt }, 'projector listener not back yet');
            this.relisten(attempt + 1);
          });
      },
      restAfter(attempt, 5000),
    );
    this.relistenTimer.unref();
  }

  /** The safety net: catch up, and while notifications are not heard, look up awaited checkpoints. */
  private poll(): void {
    this.nudge();
    if (this.listener) return;
    for (const name of this.watch.awaited()) void this.checkpoint(name).catch(() => undefined);
  }

  /** One round at a time in this process; a wake-up during a round asks for one more after it. */
  private rounds(): Promise<void> {
    if (this.round) {
      this.again = true;
      return this.round;
    }
    this.round = this.roundsUntilCaughtUp().finally(() => {
      this.round = undefined;
    });
    return this.round;
  }

  private async roundsUntilCaughtUp(): Promise<void> {
    do {
      this.again = false;
      const everyone = this.everyone;
      this.everyone = false;
      for (;;) {
        await this.shares.refresh();
        const more = await Promise.all(this.groups(everyone).map((group) => this.runGroup(group)));
        if (!more.includes(true) || this.stopping) break;
      }
    } while (this.again && !this.stopping);
  }

  /**
   * Who goes together in this round. Read models at the same checkpoint share one batch and one
   * transaction (each append wakes all of them, and seven transactions for the same few events cost far
   * more than their applies). A reactor goes alone, since its side effects are outside the transaction,
   * and so does a projection resting after a failure or reading event by event to find the one that fails.
   * Only this runner's share goes, unless `everyone`.
   */
  private groups(everyone: boolean): Group[] {
    const now = Date.now();
    const together = new Map<string, string[]>();
    const groups: Group[] = [];
    for (const name of everyone ? this.projectionNames : this.shares.of([...this.byName.values()])) {
      const projection = this.byName.get(name)!;
      const state = this.failures.get(name);
      if (state && now < state.until) continue;
      if (state && state.narrow > 0) groups.push({ names: [name], size: 1 });
      else if (projection.tables.length === 0) groups.push({ names: [name], size: this.options.batchSize });
      else {
        const at = this.watch.latest(name);
        const key = at ? formatPosition(at) : '';
        together.set(key, [...(together.get(key) ?? []), name]);
      }
    }
    for (const names of together.values()) groups.push({ names, size: this.options.batchSize });
    return groups;
  }

  /** One batch of a group; answers whether there may be more to do at once. */
  private async runGroup({ names, size }: Group): Promise<boolean> {
    try {
      const read = await this.processBatch(names, size);
      for (const name of names) {
        const state = this.failures.get(name);
        if (!state) continue;
        state.failures = 0;
        state.passing = 0;
        state.narrow = Math.max(0, state.narrow - read);
        if (state.narrow === 0) this.failures.delete(name);
      }
      return read === size;
    } catch (error) {
      if (error instanceof ProjectionApplyError) {
        // The others of the group did nothing wrong: they go on in the next round, without it.
        await this.onFailure(error.projection, error.cause);
        return names.length > 1;
      }
      for (const name of names) await this.onFailure(name, error);
      return false;
    }
  }

  /** Ends the pause of every read model that rests only because the database did not answer (a reactor may wait on Redis). */
  private endPassingRests(): void {
    for (const [name, state] of this.failures)
      if (state.failures === 0 && state.narrow === 0 && this.byName.get(name)!.tables.length > 0) state.until = 0;
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
      this.log.warn(
        { projection: name, attempt: state.passing, code, reason: message },
        'projection paused: the database is not answering',
      );
      return;
    }
    counts.event++;
    state.failures++;
    const maxAttempts = this.options.maxAttempts ?? 6;
    if (state.narrow === 0 && state.failures === 1) state.narrow = this.options.batchSize;
    if (state.failures >= maxAttempts) {
      this.failures.delete(name);
      await this.stall(name, error).catch((e: unknown) =>
        this.log.error({ err: e, projection: name }, 'could not record the stall'),
      );
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
    this.log.error(
      { err: error, projection: name, eventId: next?.eventId, type: next?.type },
      'projection stalled: an operator must retry it once the cause is fixed',
    );
  }

  /**
   * Applies one batch to each projection of the group that this runner can hold, in one transaction;
   * answers how many events it read (0 when caught up, stalled, or another runner holds them all). The
   * batch starts at the lowest of their checkpoints; each takes the events after its own.
   */
  private async processBatch(names: readonly string[], size: number): Promise<number> {
    // Nothing after the checkpoints this process knows of: no transaction, no lock (most wake-ups, since
    // a command's append and its notification both wake the runner).
    const known = names.map((name) => this.watch.latest(name));
    if (known.every((at) => at !== undefined)) {
      const lowest = known.reduce((a, b) => (comparePositions(a!, b!) <= 0 ? a : b))!;
      if ((await this.store.readAll(lowest, 1)).length === 0) return 0;
    }
    const done = await this.dataSource.transaction(async (em) => {
      const locked: { name: string }[] = await em.query(
        `SELECT n AS name FROM unnest($1::text[]) AS n WHERE pg_try_advisory_xact_lock(hashtext('projection:' || n))`,
        [names],
      );
      if (locked.length < names.length) this.heldElsewhere();
      if (locked.length === 0) return null;
      // Read after the locks were taken (a statement of its own, so a fresh snapshot): what another
      // runner committed before letting go of a lock is seen.
      const rows: { projection: string; transaction_id: string; position: string }[] = await em.query(
        'SELECT projection, transaction_id, position FROM projection_checkpoints WHERE projection = ANY($1) AND stalled_at IS NULL',
        [locked.map((l) => l.name)],
      );
      if (rows.length === 0) return null;
      const members = rows.map((r) => ({
        name: r.projection,
        after: { transactionId: BigInt(r.transaction_id), position: BigInt(r.position) },
      }));
      const from = members.reduce((a, b) => (comparePositions(a.after, b.after) <= 0 ? a : b)).after;
      const events = await this.store.readAll(from, size);
      if (events.length === 0) return { read: 0, moved: members.map((m) => ({ name: m.name, at: m.after })) };
      for (const { name, after } of members) {
        const projection = this.byName.get(name)!;
        const relevant = events.filter(
          (e) => comparePositions(e.globalPosition, after) > 0 && projection.eventTypes.has(e.type),
        );
        if (relevant.length === 0) continue;
        try {
          await projection.apply(em, relevant);
        } catch (error) {
          throw new ProjectionApplyError(name, error);
        }
      }
      const last = events[events.length - 1]!.globalPosition;
      const moved = members.map(({ name, after }) => ({ name, at: comparePositions(after, last) > 0 ? after : last }));
      await this.moveCheckpoints(em, moved);
      return { read: events.length, moved };
    });
    for (const { name, at } of done?.moved ?? []) this.watch.seen(name, at);
    return done?.read ?? 0;
  }

  /**
   * Another runner held a projection this one tried: it may have died or joined since the live runners
   * were last counted, so they are counted again, or it is letting go of a share it no longer counts as
   * its own, so this runner tries again soon rather than at its next poll.
   */
  private heldElsewhere(): void {
    this.shares.stale();
    if (this.stopped || !this.projecting || this.retryTimer) return;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        this.nudge();
      },
      Math.min(this.options.pollMs, 250),
    );
    this.retryTimer.unref();
  }

  /** Moves checkpoints and announces each; the announcements are delivered when the transaction commits. */
  private async moveCheckpoints(
    em: { query: (sql: string, params: unknown[]) => Promise<unknown> },
    moves: readonly { name: string; at: GlobalPosition }[],
  ): Promise<void> {
    await em.query(
      `WITH moved AS (
         UPDATE projection_checkpoints c SET transaction_id = m.tx::xid8, position = m.pos, updated_at = now()
           FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[]) AS m(name, tx, pos, said)
          WHERE c.projection = m.name
         RETURNING m.said)
       SELECT count(pg_notify($5, said)) FROM moved`,
      [
        moves.map((m) => m.name),
        moves.map((m) => m.at.transactionId.toString()),
        moves.map((m) => m.at.position.toString()),
        moves.map((m) => `${m.name} ${formatPosition(m.at)}`),
        CHECKPOINTS_CHANNEL,
      ],
    );
  }
}

/** A batch of a group went wrong in one projection's apply: that one fails, the others go on. */
class ProjectionApplyError extends Error {
  constructor(
    readonly projection: string,
    override readonly cause: unknown,
  ) {
    super(`${projection}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

interface Group {
  names: string[];
  size: number;
}
