import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { comparePositions, contractStreamId, type GlobalPosition, type LocalDate } from '@rent/domain';
import { contractSummaryProjection } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { LOGGER } from '../logging/logger.js';
import { BACKGROUND_BUDGET_MS, RedisGuard } from '../redis/redis-guard.js';
import type { RedisRestorer } from '../redis/redis-loss-watch.js';
import {
  contractInForceJobs,
  endCancelledJob,
  guaranteeCheckJob,
  lapseDeclarationJob,
  type PlannedJob,
} from './contract-job-plan.js';
import {
  CONTRACT_JOBS,
  INVOICE_REMINDERS_SCHEDULE,
  INVOICE_REMINDERS_SCHEDULER,
  SWEEP_SCHEDULE,
  SWEEP_SCHEDULER,
} from './job-registry.js';
import { CONTRACT_JOBS_REACTOR } from './contract-jobs.reactor.js';

/** Contracts read and added per round trip: up to four jobs each, one addBulk (a MULTI) per page. */
const PAGE = 1000;
/** How long the summary may take to reach the reactor's checkpoint before the restore is tried later. */
const SUMMARY_WAIT_MS = 60_000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Puts the contract jobs back after Redis lost them: the daily sweep's and the invoice reminders' schedulers, the expiry and the
 * reminders still ahead of every contract in force, the end of every one accepted as cancelled from a
 * later year, the check of every letter of guarantee not checked
 * yet, and one sweep for whatever fell due meanwhile. Read from the contract summary by keyset pages
 * and added in bulk with the reactor's own ids, so nothing is doubled and a million contracts take
 * a thousand round trips each way.
 *
 * The summary lags the reactor: a contract the reactor handled (its jobs lost with Redis) may not show
 * yet. So the reactor's checkpoint is read first, and the restore waits for the summary to pass it;
 * what comes after that checkpoint is the reactor's to schedule, into the Redis it now finds.
 */
@Injectable()
export class ContractJobsRestorer implements RedisRestorer {
  constructor(
    @InjectQueue(CONTRACT_JOBS) private readonly queue: Queue,
    private readonly db: DataSource,
    private readonly projector: ProjectorRunner,
    private readonly redis: RedisGuard,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async restore(lost: boolean, signal: AbortSignal): Promise<void> {
    await this.add(() =>
      this.queue.upsertJobScheduler(SWEEP_SCHEDULER, SWEEP_SCHEDULE, { name: 'expiry-sweep', data: {} }),
    );
    await this.add(() =>
      this.queue.upsertJobScheduler(INVOICE_REMINDERS_SCHEDULER, INVOICE_REMINDERS_SCHEDULE, {
        name: 'remind-invoices',
        data: {},
      }),
    );
    if (!lost) return;
    const started = Date.now();
    await this.summaryPast(await this.reactorCheckpoint(), signal);
    const contracts = await this.pages(
      `SELECT id, to_char(end_date, 'YYYY-MM-DD') AS date FROM contract_summary
        WHERE state = 20 AND removed_at IS NULL AND id > $1 ORDER BY id LIMIT $2`,
      (id, endDate, now) => contractInForceJobs(id, endDate, now),
      signal,
    );
    // Few contracts wait for an agreed cancellation: each one's job is named by its acceptance, read from its stream.
    const cancelling = await this.pages(
      `SELECT id, cancellation_year::text AS date FROM contract_summary
        WHERE state = 20 AND removed_at IS NULL AND cancellation_year IS NOT NULL AND id > $1 ORDER BY id LIMIT $2`,
      (id, year, now) => this.endCancelledJobs(id, Number(year), now),
      signal,
    );
    const letters = await this.pages(
      `SELECT id, details -> 'guarantee' ->> 'deadline' AS date FROM contract_summary
        WHERE kind = 'LETTER_OF_GUARANTEE' AND guarantee_status IS NULL AND details -> 'guarantee' ->> 'deadline' IS NOT NULL
          AND id > $1 ORDER BY id LIMIT $2`,
      (id, deadline, now) => [guaranteeCheckJob(id, deadline, now)],
      signal,
    );
    // A lessee's declaration waits for its lessor since its registration or its last resubmission, the
    // summary's change of state (issue 21); one the lessor sent back for change is answered.
    const declarations = await this.pages(
      `SELECT id, to_char(coalesce(state_changed_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date
         FROM contract_summary
        WHERE state = 10 AND initiator_id <> lessor_id AND pending_step IS NULL AND removed_at IS NULL
          AND id > $1 ORDER BY id LIMIT $2`,
      (id, since, now) => [lapseDeclarationJob(id, since, now)],
      signal,
    );
    await this.add(() => this.queue.add('expiry-sweep', {}));
    this.log.info({ contracts, cancelling, letters, declarations, ms: Date.now() - started }, 'contract jobs restored');
  }

  /**
   * Where the reactor stands once no batch of it is under way: its lock is taken for a moment, so a batch
   * that added jobs to the Redis now lost has committed, and every batch after adds to the Redis there is.
   * (The lock is the projector runner's own per projection.)
   */
  private reactorCheckpoint(): Promise<GlobalPosition> {
    return this.db.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`projection:${CONTRACT_JOBS_REACTOR}`]);
      return this.projector.checkpoint(CONTRACT_JOBS_REACTOR);
    });
  }

  /** Waits (a second at a time, so a closing app is not held up) for the summary to pass `position`. */
  private async summaryPast(position: GlobalPosition, signal: AbortSignal): Promise<void> {
    const name = contractSummaryProjection.name;
    await this.projector.catchUp();
    for (
      const deadline = Date.now() + SUMMARY_WAIT_MS;
      comparePositions(await this.projector.checkpoint(name), position) < 0;
    ) {
      signal.throwIfAborted();
      if (Date.now() > deadline)
        throw new Error(`${name} has not reached the contract jobs' checkpoint; the restore is tried again later`);
      await this.projector.waitFor(name, position, 1000);
    }
  }

  /** Reads the rows page by page (keyset on id) and adds each page's jobs in one bulk; answers how many rows. */
  private async pages(
    sql: string,
    plan: (id: string, date: LocalDate, now: number) => PlannedJob[] | Promise<PlannedJob[]>,
    signal: AbortSignal,
  ): Promise<number> {
    let rows = 0;
    for (let after = FIRST_ID; ;) {
      signal.throwIfAborted();
      const page: { id: string; date: LocalDate }[] = await this.db.query(sql, [after, PAGE]);
      if (page.length === 0) return rows;
      const now = this.clock.now().getTime();
      const jobs: PlannedJob[] = [];
      for (const r of page) jobs.push(...(await plan(r.id, r.date, now)));
      await this.add(() => this.queue.addBulk(jobs));
      rows += page.length;
      if (page.length < PAGE) return rows;
      after = page.at(-1)!.id;
    }
  }

  /** The end of a contract accepted as cancelled from `year`, under the id the reactor gave it. */
  private async endCancelledJobs(contractId: string, year: number, now: number): Promise<PlannedJob[]> {
    const stream = await this.store.readStream(contractStreamId(contractId));
    const accepted = stream.findLast((e) => e.type === 'CancellationAccepted');
    return accepted ? [endCancelledJob(contractId, year, accepted.eventId, now)] : [];
  }

  private add<T>(operation: () => Promise<T>): Promise<T> {
    return this.redis.run(operation, BACKGROUND_BUDGET_MS);
  }
}
