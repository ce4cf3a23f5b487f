import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { CurrentPrincipal, operatorActor, type Principal } from '../http/principal.js';
import { z } from 'zod';
import { Answers } from '../http/answers.js';
import { Requires } from '../http/requires.js';

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
 * and the error that stopped it), and the retry of a stalled one once its cause is fixed.
 */
@Controller('operator/projections')
export class ProjectionsController {
  constructor(private readonly runner: ProjectorRunner) {}

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
}
