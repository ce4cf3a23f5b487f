import { InjectQueue } from '@nestjs/bullmq';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ErrorCode, type Job, type Queue } from 'bullmq';
import {
  type ContractEvent,
  declaredByLessee,
  foldContract,
  JOB_STATES,
  type JobState,
  type QueueCounts,
  type StaffJob,
  MessageKeys,
  type StaffQueue,
} from '@rent/domain';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { EXPORTS_QUEUE } from '../exports/export-jobs.js';
import { withStates } from '../redis/job-states.js';
import { RedisGuard } from '../redis/redis-guard.js';
import { maskPhone, SMS_QUEUE } from '../sms/sms-jobs.js';
import { contractInForceJobs, endCancelledJob, guaranteeCheckJob } from './contract-job-plan.js';
import { CONTRACT_JOBS, jobIds } from './job-registry.js';

/**
 * What a job may show the staff of its data. An SMS's text may carry a sign-in code, so it never leaves
 * Redis; its number is masked (the relay of SMS notices has neither). A download's request names its
 * requester's filters: only its id is shown.
 */
const VISIBLE: Record<StaffQueue, (data: Record<string, unknown>) => Record<string, unknown>> = {
  'contract-jobs': (data) => data,
  sms: (data) => (typeof data.phone === 'string' ? { id: data.id, phone: maskPhone(data.phone) } : {}),
  exports: (data) => ({ exportId: data.exportId }),
};

const iso = (ms: number | undefined | null) => (ms ? new Date(ms).toISOString() : null);

/**
 * The portal's queues as the back-office reads and handles them (issue 19, screen 3), on BullMQ's own
 * API: its counts, a page of one state's jobs, a contract's scheduled work, and a failed job retried or
 * a job removed. Every call goes through the Redis guard: Redis away is a 503, never a hang.
 */
@Injectable()
export class StaffJobs {
  private readonly queues: Record<StaffQueue, Queue>;

  constructor(
    @InjectQueue(CONTRACT_JOBS) contractJobs: Queue,
    @InjectQueue(SMS_QUEUE) sms: Queue,
    @InjectQueue(EXPORTS_QUEUE) exports: Queue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly redis: RedisGuard,
  ) {
    this.queues = { 'contract-jobs': contractJobs, sms, exports };
  }

  counts(): Promise<QueueCounts[]> {
    return this.redis.run(() =>
      Promise.all(
        (Object.entries(this.queues) as [StaffQueue, Queue][]).map(async ([queue, q]) => ({
          queue,
          counts: Object.fromEntries(
            Object.entries(await q.getJobCounts(...JOB_STATES)).map(([state, n]) => [state, n ?? 0]),
          ) as QueueCounts['counts'],
        })),
      ),
    );
  }

  async list(
    queue: StaffQueue,
    state: JobState,
    offset: number,
    limit: number,
  ): Promise<{ rows: StaffJob[]; total: number }> {
    const q = this.queues[queue];
    const [jobs, total] = await this.redis.run(() =>
      Promise.all([q.getJobs([state], offset, offset + limit - 1, state !== 'delayed'), q.getJobCountByTypes(state)]),
    );
    return { rows: jobs.filter(Boolean).map((job) => this.view(queue, job, state)), total };
  }

  /**
   * A contract's scheduled work, whatever its state: its jobs have ids made from the contract's own facts
   * (job-registry.ts), so they are looked up by id from its events, never searched for among a million.
   */
  async ofContract(contractId: string): Promise<StaffJob[]> {
    const stream = (await this.store.readStream(`contract-${contractId}`)) as unknown as (ContractEvent & {
      eventId: string;
      streamVersion: number;
    })[];
    if (stream.length === 0) throw new NotFoundException();
    const now = Date.now();
    const ids = new Set<string>();
    for (const event of stream) {
      if (event.type === 'ContractCreated' && event.data.details?.guarantee?.deadline)
        ids.add(guaranteeCheckJob(contractId, event.data.details.guarantee.deadline, now).opts.jobId);
      if (event.type === 'CancellationAccepted')
        ids.add(endCancelledJob(contractId, event.data.effectiveYear, event.eventId, now).opts.jobId);
      // A lessee's declaration: the SMS to its lessor, and each wait for the lessor's answer (issue 21).
      if (event.type === 'ContractCreated' && declaredByLessee({ ...event.data, lessorId: event.data.lessor.id })) {
        ids.add(jobIds.toldLessor(contractId));
        ids.add(jobIds.lapse(contractId, event.data.createdAt));
      }
      if (event.type === 'ContractResubmitted') ids.add(jobIds.lapse(contractId, event.data.at));
      if (event.type === 'ContractConfirmed' || event.type === 'ContractChangeConfirmed') {
        const contract = foldContract(stream.filter((e) => e.streamVersion <= event.streamVersion));
        // Every mark, passed or not: contractInForceJobs plans from a moment before the contract's start.
        if (contract.status === 'Existing')
          for (const job of contractInForceJobs(contractId, contract.endDate, 0)) ids.add(job.opts.jobId);
      }
    }
    const q = this.queues['contract-jobs'];
    const jobs = await this.redis.run(() => Promise.all([...ids].map((id) => q.getJob(id))));
    const found = jobs.filter((job): job is Job => !!job);
    const read = await this.redis.run(() => withStates(q, found));
    return read.map(({ job, state }) => this.view('contract-jobs', job, state));
  }

  async retry(queue: StaffQueue, id: string): Promise<void> {
    const job = await this.job(queue, id);
    const notFailed = () => new ConflictException({ code: 'JOB_NOT_FAILED', message: MessageKeys.conflict });
    if ((await this.redis.run(() => job.getState())) !== 'failed') throw notFailed();
    try {
      await this.redis.run(() => job.retry('failed'));
    } catch (error) {
      // Retried by another staff member between the check and the retry: theirs runs it, this one is told so.
      if ((await this.redis.run(() => job.getState())) !== 'failed') throw notFailed();
      throw error;
    }
  }

  async remove(queue: StaffQueue, id: string): Promise<void> {
    await this.job(queue, id);
    let removed: number;
    try {
      // An error of Redis itself is an outage, a 503 through run(), never told as a refusal.
      removed = await this.redis.run(() => this.queues[queue].remove(id));
    } catch (error) {
      // The next run of a repeating job (the daily sweep): its scheduler would only put it back.
      if ((error as { code?: number }).code === ErrorCode.JobBelongsToJobScheduler)
        throw new ConflictException({ code: 'JOB_REPEATS', message: MessageKeys.conflict });
      throw error;
    }
    // 0: a worker holds the job, and its lock refuses the removal; it finishes first. (A job removed by
    // another staff member meanwhile answers 1, as a removal of nothing does.)
    if (removed === 1) return;
    throw new ConflictException({ code: 'JOB_ACTIVE', message: MessageKeys.conflict });
  }

  private async job(queue: StaffQueue, id: string): Promise<Job> {
    const job = await this.redis.run(() => this.queues[queue].getJob(id));
    if (!job) throw new NotFoundException();
    return job;
  }

  private view(queue: StaffQueue, job: Job, state: string): StaffJob {
    return {
      queue,
      id: String(job.id),
      name: job.name,
      state,
      data: VISIBLE[queue]((job.data ?? {}) as Record<string, unknown>),
      attemptsMade: job.attemptsMade,
      failedReason: job.failedReason ?? null,
      createdAt: iso(job.timestamp)!,
      runAt: state === 'delayed' ? iso(job.timestamp + (job.delay ?? 0)) : null,
      finishedAt: iso(job.finishedOn),
    };
  }
}
