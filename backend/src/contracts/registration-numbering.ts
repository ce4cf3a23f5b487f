import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { DomainError, SYSTEM_ACTOR } from '@rent/domain';
import { contractSummaryProjection } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { LOGGER } from '../logging/logger.js';
import { ContractStream } from './contract-stream.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { runsWorkers } from '../config/process-role.js';

/** How long the start waits for the contract summary to reach the log before it looks for contracts to number. */
const CATCH_UP_MS = 10 * 60_000;
const PAGE = 500;

/**
 * Contracts registered before the portal gave registration numbers get theirs, once, at start: each is
 * a NumberContract decision of the system (a ContractNumbered event in its stream), so the number is in
 * the log like any other and a rebuild keeps it. The number is of the series of the year the contract
 * was registered in and of its object's region as the cadastre has it now (older events did not keep
 * it; a vehicle has none), taken in the order the contracts were registered.
 *
 * The contract summary says which have none (its partial index holds them, so a database without any
 * finds that at once); the decision reads the stream, so a contract numbered meanwhile (by another
 * instance starting at the same time) is refused and left as it is.
 */
@Injectable()
export class RegistrationNumbering implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly stopping = new AbortController();
  private running: Promise<number> | undefined;

  constructor(
    private readonly stream: ContractStream,
    private readonly db: DataSource,
    private readonly runner: ProjectorRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Not awaited: the portal serves while older contracts are numbered, by a process that runs the background work. */
  onApplicationBootstrap(): void {
    if (runsWorkers(this.config)) void this.numberOlderContracts();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.running?.catch(() => undefined);
  }

  /** Numbers every contract that has no registration number; answers how many it numbered. A call while one runs joins it. */
  numberOlderContracts(): Promise<number> {
    this.running ??= this.numberAll()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'numbering older contracts failed; the next start tries again');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async numberAll(): Promise<number> {
    const head = await this.store.head();
    if (!(await this.runner.waitFor(contractSummaryProjection.name, head, CATCH_UP_MS))) {
      this.log.warn('the contract summary did not catch up; older contracts are numbered at the next start');
      return 0;
    }
    let numbered = 0;
    let after: { createdAt: Date; id: string } | null = null;
    while (!this.stopping.signal.aborted) {
      const rows: { id: string; created_at: Date; region_soato: string | null }[] = await this.db.query(
        `SELECT c.id, c.created_at, o.region_soato
           FROM contract_summary c LEFT JOIN cadastral_objects o ON o.cadastral_number = c.cadastral_number
          WHERE c.registration_number IS NULL AND ($1::timestamptz IS NULL OR (c.created_at, c.id) > ($1, $2::uuid))
          ORDER BY c.created_at, c.id LIMIT ${PAGE}`,
        [after?.createdAt ?? null, after?.id ?? null],
      );
      for (const row of rows) {
        if (this.stopping.signal.aborted) break;
        if (await this.number(row.id, row.created_at, row.region_soato)) numbered++;
      }
      if (rows.length < PAGE) break;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
    if (numbered > 0) this.log.info({ numbered }, 'older contracts given registration numbers');
    return numbered;
  }

  private async number(contractId: string, registeredAt: Date, regionSoato: string | null): Promise<boolean> {
    try {
      await this.stream.execute(
        contractId,
        {
          type: 'NumberContract',
          data: { contractId, registeredAt: registeredAt.toISOString(), regionSoato },
          metadata: { actor: SYSTEM_ACTOR, now: this.clock.now().toISOString() },
        },
        `number-${contractId}`,
      );
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ALREADY_NUMBERED') return false;
      throw error;
    }
  }
}
