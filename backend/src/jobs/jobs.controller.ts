import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { contractSummaryProjection } from '@rent/projections';
import { ReadAfter } from '../event-store/read-after.js';
import { CurrentPrincipal, operatorActor, type Principal } from '../http/principal.js';
import { RedisGuard } from '../redis/redis-guard.js';
import { ContractJobsProcessor } from './contract-jobs.processor.js';
import { CONTRACT_JOBS } from './job-registry.js';
import { z } from 'zod';
import { Answers } from '../http/answers.js';
import { Requires } from '../http/requires.js';

/** A failed job as an operator sees it. */
const failedJobSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  data: z.unknown(),
  failedReason: z.string(),
  attemptsMade: z.number(),
  finishedOn: z.iso.datetime().nullable(),
});

/** What a sweep did, counted by kind of work. */
const sweepSchema = z.object({
  expired: z.number(),
  cancelled: z.number(),
  reminded: z.number(),
  guarantees: z.number(),
  declarations: z.number(),
  invoiceReminders: z.number(),
  abandonedUploads: z.number(),
});

/** What an operator sees of the scheduled work: the jobs that failed after all their retries. */
@Controller('operator/jobs')
export class JobsController {
  constructor(
    @InjectQueue(CONTRACT_JOBS) private readonly queue: Queue,
    private readonly processor: ContractJobsProcessor,
    private readonly redis: RedisGuard,
    private readonly readAfter: ReadAfter,
  ) {}

  @Answers.json(z.array(failedJobSchema))
  @Requires('readJobs')
  @Get('failed')
  async failed(@CurrentPrincipal() principal: Principal) {
    operatorActor(principal);
    const jobs = await this.redis.run(() => this.queue.getFailed(0, 99));
    return jobs.map((j) => ({
      id: j.id,
      name: j.name,
      data: j.data as unknown,
      failedReason: j.failedReason,
      attemptsMade: j.attemptsMade,
      finishedOn: j.finishedOn ? new Date(j.finishedOn).toISOString() : null,
    }));
  }

  /** Runs the daily sweep now (after a Redis loss, say), and answers what it did. */
  @Answers.json(sweepSchema)
  @Requires('runJobs')
  @Post('sweep')
  @HttpCode(200)
  async sweep(@CurrentPrincipal() principal: Principal) {
    operatorActor(principal);
    // What fell due is read from the contract summary, which takes every step written before the sweep
    // first: a contract confirmed a moment ago is swept now, not the next night. This process may serve
    // HTTP alone, its read models kept by workers (process-role.ts), so it waits for them, bounded, and
    // answers 503 READ_NOT_CAUGHT_UP rather than a sweep that missed steps.
    await this.readAfter.waitForLog(contractSummaryProjection.name);
    return this.processor.sweep();
  }
}
