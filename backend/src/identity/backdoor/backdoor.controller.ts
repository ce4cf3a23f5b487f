import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  type BackdoorEntryInput,
  backdoorEntrySchema,
  isTin,
  MessageKeys,
  type OffsetPage,
  offsetPageSchema,
  type SessionAnswer,
  sessionAnswerSchema,
} from '@rent/domain';
import { setContentRange } from '../../http/content-range.js';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { handOver } from '../sign-in/auth-cookies.js';
import { BackdoorService } from './backdoor.service.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';
import { Answers } from '../../http/answers.js';
import { Requires } from '../../http/requires.js';

const tinParam = z.string().refine(isTin, MessageKeys.tinInvalid);

/** A row of `GET /api/operator/backdoor/entries`, as it is sent. */
const backdoorEntryRowSchema = z.object({
  id: z.string(),
  operatorId: z.string(),
  operatorName: z.string(),
  tin: z.string(),
  reason: z.string(),
  enteredAt: z.iso.datetime(),
});

@Controller('operator/backdoor')
export class BackdoorController {
  constructor(private readonly backdoor: BackdoorService) {}

  /** Enter as the taxpayer with this TIN, read-only; answers that session (its refresh token in the cookie, in place of the operator's). */
  @Answers.json(sessionAnswerSchema)
  @Requires('enterAsTaxpayer')
  @Post('by-tin/:tin')
  async enter(
    @CurrentPrincipal() operator: Principal,
    @Param('tin', new ZodPipe(tinParam, 'tin')) tin: string,
    @Body(new ZodPipe(backdoorEntrySchema)) body: BackdoorEntryInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionAnswer> {
    return handOver(req, res, await this.backdoor.enter(operator, tin, body.reason));
  }

  /** Who entered as whom, when and why; `Content-Range` carries the total. */
  @Answers.json(z.array(backdoorEntryRowSchema))
  @Requires('readAudit')
  @Get('entries')
  async entries(@Query(new ZodPipe(offsetPageSchema)) q: OffsetPage, @Res({ passthrough: true }) res: Response) {
    const { rows, total, totalBound } = await this.backdoor.entries(q.offset, q.limit);
    setContentRange(res, 'entries', q.offset, rows.length, total, totalBound);
    return rows;
  }
}
