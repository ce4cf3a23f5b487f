import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { type ContractCommand, DECLARATION_ANSWER_DAYS, DomainError, SYSTEM_ACTOR, tashkentDate } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ContractStepCommand } from '../contracts/contract-step.command.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { LOGGER } from '../logging/logger.js';
import { UploadLedger } from '../attachments/upload-ledger.js';
import { DeclarationSms } from './declaration-sms.js';
import { InvoiceReminders } from './invoice-reminders.js';
import { CONTRACT_JOBS, type JobName, type JobPayloads, REMINDER_DAYS } from './job-registry.js';

/** How many contracts one sweep query takes; the sweep goes on until none is left. */
const SWEEP_BATCH = 500;

/**
 * Runs the contract jobs as the system actor, through the same decider as every party's step. A job's
 * lock lives 10 s (renewed every 5 s while it runs) and each worker looks for stalled jobs every 5 s: a
 * job whose worker was killed is taken over by another within about 15 s, not BullMQ's default minute.
 * Its command is refused if it ran after all (the decider expires a contract once), so a takeover never
 * acts twice.
 */
@Processor(CONTRACT_JOBS, { concurrency: 2, autorun: false, lockDuration: 10_000, stalledInterval: 5_000 })
export class ContractJobsProcessor extends WorkerHost {
  constructor(
    private readonly commands: CommandBus,
    private readonly db: DataSource,
    private readonly projector: ProjectorRunner,
    private readonly invoices: InvoiceReminders,
    private readonly uploads: UploadLedger,
    private readonly declarationSms: DeclarationSms,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name as JobName) {
      case 'expire-contract': {
        const { contractId } = job.data as JobPayloads['expire-contract'];
        return this.run({ type: 'ExpireContract', data: { contractId } }, job.id);
      }
      case 'remind-expiry': {
        const { contractId, endDate, daysBefore } = job.data as JobPayloads['remind-expiry'];
        return this.run({ type: 'RemindExpiry', data: { contractId, endDate, daysBefore } }, job.id);
      }
      case 'end-cancelled-contract': {
        const { contractId } = job.data as JobPayloads['end-cancelled-contract'];
        return this.run({ type: 'EndCancelledContract', data: { contractId } }, job.id);
      }
      case 'lapse-declaration': {
        const { contractId } = job.data as JobPayloads['lapse-declaration'];
        return this.run({ type: 'LapseDeclaration', data: { contractId } }, job.id);
      }
      case 'tell-lessor-of-declaration': {
        const { contractId, lessorId } = job.data as JobPayloads['tell-lessor-of-declaration'];
        return this.declarationSms.tellLessor(contractId, lessorId);
      }
      case 'check-guarantee':
        return this.checkGuarantee((job.data as JobPayloads['check-guarantee']).contractId, job.id);
      case 'expiry-sweep':
        return this.sweep();
      case 'remind-invoices':
        return this.invoices.remind();
      default:
        throw new Error(`Unknown job ${job.name}`);
    }
  }

  /**
   * Expires every approved contract whose last day has passed, ends those accepted as cancelled from a
   * year that has begun, and sends the reminders due today: what the delayed jobs would have done had
   * Redis kept them, and the month-end invoice reminders a lost run missed. The decider (and each lessor's
   * reminder stream) makes a second run harmless. It also removes the files of uploads a killed process
   * left behind (upload-ledger.ts).
   */
  async sweep(): Promise<{
    expired: number;
    cancelled: number;
    reminded: number;
    guarantees: number;
    declarations: number;
    invoiceReminders: number;
    abandonedUploads: number;
  }> {
    const today = tashkentDate(this.clock.now());
    let cancelled = 0;
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      // A contract in force with a cancellation year is one accepted as cancelled from that year.
      const rows: { id: string }[] = await this.db.query(
        `SELECT id FROM contract_summary WHERE state = 20 AND removed_at IS NULL AND cancellation_year <= $1 AND id > $2 ORDER BY id LIMIT $3`,
        [Number(today.slice(0, 4)), after, SWEEP_BATCH],
      );
      for (const r of rows)
        if (await this.run({ type: 'EndCancelledContract', data: { contractId: r.id } })) cancelled++;
      if (rows.length < SWEEP_BATCH) break;
      after = rows.at(-1)!.id;
    }
    let expired = 0;
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const rows: { id: string }[] = await this.db.query(
        `SELECT id FROM contract_summary WHERE state = 20 AND removed_at IS NULL AND end_date < $1 AND id > $2 ORDER BY id LIMIT $3`,
        [today, after, SWEEP_BATCH],
      );
      for (const r of rows) if (await this.run({ type: 'ExpireContract', data: { contractId: r.id } })) expired++;
      if (rows.length < SWEEP_BATCH) break;
      after = rows.at(-1)!.id;
    }
    let reminded = 0;
    const due: { id: string; end_date: string; days: number }[] = await this.db.query(
      `SELECT id, to_char(end_date, 'YYYY-MM-DD') AS end_date, end_date - $1::date AS days FROM contract_summary
        WHERE state = 20 AND removed_at IS NULL AND end_date - $1::date = ANY($2::int[])`,
      [today, [...REMINDER_DAYS]],
    );
    for (const r of due) {
      if (await this.run({ type: 'RemindExpiry', data: { contractId: r.id, endDate: r.end_date, daysBefore: r.days } }))
        reminded++;
    }
    let guarantees = 0;
    const letters: { id: string }[] = await this.db.query(
      `SELECT id FROM contract_summary
        WHERE kind = 'LETTER_OF_GUARANTEE' AND guarantee_status IS NULL AND (details -> 'guarantee' ->> 'deadline') < $1 LIMIT $2`,
      [today, SWEEP_BATCH],
    );
    for (const l of letters) if (await this.checkGuarantee(l.id)) guarantees++;
    // Lessees' declarations unanswered since 30 days ago (registered, or last resubmitted: the state's change).
    let declarations = 0;
    const unanswered: { id: string }[] = await this.db.query(
      `SELECT id FROM contract_summary
        WHERE state = 10 AND initiator_id <> lessor_id AND pending_step IS NULL AND removed_at IS NULL
          AND coalesce(state_changed_at, created_at) <= $1::timestamptz - make_interval(days => $2) LIMIT $3`,
      [this.clock.now().toISOString(), DECLARATION_ANSWER_DAYS, SWEEP_BATCH],
    );
    for (const d of unanswered)
      if (await this.run({ type: 'LapseDeclaration', data: { contractId: d.id } })) declarations++;
    const invoiceReminders = (await this.invoices.remind()).reminded;
    const abandonedUploads = await this.uploads.sweep(this.clock.now());
    this.log.info(
      { expired, cancelled, reminded, guarantees, declarations, invoiceReminders, abandonedUploads, today },
      'expiry sweep',
    );
    return { expired, cancelled, reminded, guarantees, declarations, invoiceReminders, abandonedUploads };
  }

  /**
   * A letter of guarantee after its deadline: the first real contract in force between the same lessor
   * and lessee (any other kind, awaiting approval or approved) fulfils it; none flags it as overdue. The
   * contracts between two parties are no stream of their own, so the summary answers, once it has taken
   * every event written before the check: a contract registered a moment ago is not missed.
   */
  async checkGuarantee(contractId: string, jobId?: string): Promise<boolean> {
    await this.projector.catchUp();
    const [letter]: { lessor_id: string; lessee_id: string }[] = await this.db.query(
      'SELECT lessor_id, lessee_id FROM contract_summary WHERE id = $1',
      [contractId],
    );
    if (!letter) return false;
    const [real]: { contract_number: string }[] = await this.db.query(
      `SELECT contract_number FROM contract_summary
        WHERE lessor_id = $1 AND lessee_id = $2 AND kind <> 'LETTER_OF_GUARANTEE' AND state IN (10, 20) AND removed_at IS NULL
        ORDER BY created_at LIMIT 1`,
      [letter.lessor_id, letter.lessee_id],
    );
    return this.run({ type: 'CheckGuarantee', data: { contractId, followedBy: real?.contract_number ?? null } }, jobId);
  }

  /**
   * Takes one system step; a refusal by the decider (already expired, reminder already sent, term
   * extended meanwhile) means there is nothing to do, and the job ends without a retry.
   */
  private async run(
    step: Omit<
      Extract<
        ContractCommand,
        { type: 'ExpireContract' | 'EndCancelledContract' | 'RemindExpiry' | 'CheckGuarantee' | 'LapseDeclaration' }
      >,
      'metadata'
    >,
    jobId?: string,
  ): Promise<boolean> {
    const command = {
      ...step,
      metadata: { actor: SYSTEM_ACTOR, now: this.clock.now().toISOString() },
    } as ContractStepCommand['command'];
    try {
      await this.commands.execute(new ContractStepCommand(command, jobId ?? randomUUID()));
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') {
        this.log.debug({ contractId: step.data.contractId, code: error.code }, `${step.type} not needed`);
        return false;
      }
      throw error;
    }
  }
}
