import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  type ReferenceDecision,
  referenceChangeSchema,
  referenceChangesQuerySchema,
  referenceDecisionSchema,
  type ReferenceProposal,
  referenceProposalSchema,
} from '@rent/domain';
import { Answers } from '../http/answers.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { Requires } from '../http/requires.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { isUuid } from '../http/correlation-id.js';
import { ReferenceChanges } from './reference-changes.js';

const changeId = new ZodPipe(z.string().refine(isUuid), 'id');

/** Reference data under four eyes (issue 19, screen 2): proposals, decisions and the history of each value. */
@Controller('operator/reference/changes')
export class ReferenceChangesController {
  constructor(private readonly changes: ReferenceChanges) {}

  @Requires('readReference')
  @Answers.json(z.array(referenceChangeSchema))
  @Get()
  list(@Query(new ZodPipe(referenceChangesQuerySchema)) query: z.infer<typeof referenceChangesQuerySchema>) {
    return this.changes.list(query);
  }

  @Requires('proposeReference')
  @Answers.json(referenceChangeSchema)
  @Post()
  propose(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(referenceProposalSchema)) proposal: ReferenceProposal,
  ) {
    return this.changes.propose(principal, proposal);
  }

  @Requires('approveReference')
  @Answers.json(referenceChangeSchema)
  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @CurrentPrincipal() principal: Principal,
    @Param('id', changeId) id: string,
    @Body(new ZodPipe(referenceDecisionSchema)) decision: ReferenceDecision,
  ) {
    return this.changes.decide(principal, id, true, decision.reason);
  }

  @Requires('approveReference')
  @Answers.json(referenceChangeSchema)
  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @CurrentPrincipal() principal: Principal,
    @Param('id', changeId) id: string,
    @Body(new ZodPipe(referenceDecisionSchema)) decision: ReferenceDecision,
  ) {
    return this.changes.decide(principal, id, false, decision.reason);
  }
}
