import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import {
  queueCountsSchema,
  STAFF_QUEUES,
  type StaffJobsQuery,
  staffJobSchema,
  staffJobsQuerySchema,
} from '@rent/domain';
import { contractIdOf } from '../contracts/contract-id.js';
import { Answers } from '../http/answers.js';
import { Requires } from '../http/requires.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { StaffJobs } from './staff-jobs.js';
import { setContentRange } from '../http/content-range.js';

const queueParam = z.enum(STAFF_QUEUES);

/**
 * The jobs screen's API (issue 19, screen 3): BullMQ's own API behind the staff guard, so the screen is
 * one of the back-office's react-admin lists, in the portal's languages, signed in as everything else
 * (a separate dashboard would need a sign-in and a language of its own). Each call is in the audit trail.
 */
@Controller('operator/jobs')
export class StaffJobsController {
  constructor(private readonly jobs: StaffJobs) {}

  @Requires('readJobs')
  @Answers.json(z.array(queueCountsSchema))
  @Get('queues')
  queues() {
    return this.jobs.counts();
  }

  /** One queue's jobs in one state, a page at a time; `Content-Range` carries the total. */
  @Requires('readJobs')
  @Answers.json(z.array(staffJobSchema))
  @Get()
  async list(@Query(new ZodPipe(staffJobsQuerySchema)) q: StaffJobsQuery, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.jobs.list(q.queue, q.state, q.offset, q.limit);
    setContentRange(res, 'jobs', q.offset, rows.length, total);
    return rows;
  }

  /** A contract's scheduled work: its expiry, reminders, guarantee check, end of a cancellation. */
  @Requires('readJobs')
  @Answers.json(z.array(staffJobSchema))
  @Get('by-contract/:id')
  ofContract(@Param('id') id: string) {
    return this.jobs.ofContract(contractIdOf(id));
  }

  /** A failed job tried again; 409 when it has not failed. */
  @Requires('runJobs')
  @Answers.nothing()
  @Post(':queue/:id/retry')
  @HttpCode(204)
  retry(@Param('queue', new ZodPipe(queueParam, 'queue')) queue: z.infer<typeof queueParam>, @Param('id') id: string) {
    return this.jobs.retry(queue, id);
  }

  /** A job taken out of its queue for good; 409 while a worker runs it, or for a repeating job's next run. */
  @Requires('runJobs')
  @Answers.nothing()
  @Post(':queue/:id/remove')
  @HttpCode(204)
  remove(@Param('queue', new ZodPipe(queueParam, 'queue')) queue: z.infer<typeof queueParam>, @Param('id') id: string) {
    return this.jobs.remove(queue, id);
  }
}
