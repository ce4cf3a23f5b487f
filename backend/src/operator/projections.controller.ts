import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { rebuildRunSchema, type StaffReason, staffReasonSchema } from '@rent/domain';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { CurrentPrincipal, operatorActor, type Principal } from '../http/principal.js';
import { z } from 'zod';
import { Answers } from '../http/answers.js';
import { Requires } from '../http/requires.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { Rebuilds } from './rebuild-jobs.js';

/** A read model's place against the log (ProjectionStatus), as it is sent. */
const projectionStatusSchema = z.object({
  name: z.string(),
  position: z.string(),
  updatedAt: z.string(),
  behind: z.number(),
  lagSeconds: z.number(),
  stalled: z.object({ at: z.string(), eventId: z.string().nullable(), error: z.string() }).nullable(),
});

/**
 * The read models as the committee's operators see them: each one's position, lag and stall (the event
 * and the error that stopped it), the retry of a stalled one once its cause is fixed, and a rebuild from
 * the log run by a worker, with its progress.
 */
@Controller('operator/projections')
export class ProjectionsController {
  constructor(
    private readonly runner: ProjectorRunner,
    private readonly rebuilds: Rebuilds,
  ) {}

  @Answers.json(z.array(projectionStatusSchema))
  @Requires('readProjections')
  @Get()
  list(@CurrentPrincipal() principal: Principal) {
    operatorActor(principal);
    return this.runner.status();
  }

  /** Clears the stall and lets the projection try its event again; answers whether it was stalled. */
  @Answers.json(z.object({ retried: z.boolean() }))
  @Requires('retryProjection')
  @Post(':name/retry')
  @HttpCode(200)
  async retry(@CurrentPrincipal() principal: Principal, @Param('name') name: string) {
    operatorActor(principal);
    return { retried: await this.runner.retry(name) };
  }

  /** Starts a rebuild of the read model, with a reason the audit trail keeps; answers the run, waiting. */
  @Answers.json(rebuildRunSchema)
  @Requires('rebuildProjection')
  @Post(':name/rebuild')
  @HttpCode(202)
  rebuild(
    @CurrentPrincipal() principal: Principal,
    @Param('name') name: string,
    @Body(new ZodPipe(staffReasonSchema)) _reason: StaffReason,
  ) {
    return this.rebuilds.start(name, principal.name);
  }

  /** The read model's latest rebuilds, newest first, with how far each got. */
  @Answers.json(z.array(rebuildRunSchema))
  @Requires('readProjections')
  @Get(':name/rebuilds')
  runs(@Param('name') name: string) {
    return this.rebuilds.runs(name);
  }
}
