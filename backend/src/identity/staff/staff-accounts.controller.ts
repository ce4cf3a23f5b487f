import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import { partyIdSchema, staffAccountSchema, type StaffReason, staffReasonSchema } from '@rent/domain';
import { Answers } from '../../http/answers.js';
import { isUuid } from '../../http/correlation-id.js';
import { Requires } from '../../http/requires.js';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { StaffAccounts } from './staff-accounts.js';

const loginQuery = z.object({ login: partyIdSchema });
const uuidParam = (field: string) => new ZodPipe(z.string().refine(isUuid), field);

/**
 * The staff's accounts screen (issue 19, screen 5): a user found by TIN or PINFL, with their sign-in
 * standing, sessions, sign-ins and SMS; a supervisor clears a login's wrong passwords, a supervisor or an
 * administrator ends a session, each with a reason the audit trail keeps.
 */
@Controller('operator/accounts')
export class StaffAccountsController {
  constructor(private readonly accounts: StaffAccounts) {}

  @Requires('readAccounts')
  @Answers.json(z.array(staffAccountSchema))
  @Get()
  find(@Query(new ZodPipe(loginQuery)) q: z.infer<typeof loginQuery>) {
    return this.accounts.find(q.login);
  }

  @Requires('unlockAccount')
  @Answers.nothing()
  @Post(':userId/clear-wrong-passwords')
  @HttpCode(204)
  clear(
    @Param('userId', uuidParam('userId')) userId: string,
    @Body(new ZodPipe(staffReasonSchema)) _reason: StaffReason,
  ) {
    return this.accounts.clearWrongPasswords(userId);
  }

  @Requires('endSession')
  @Answers.nothing()
  @Post(':userId/sessions/:sessionId/end')
  @HttpCode(204)
  end(
    @Param('userId', uuidParam('userId')) userId: string,
    @Param('sessionId', uuidParam('sessionId')) sessionId: string,
    @Body(new ZodPipe(staffReasonSchema)) _reason: StaffReason,
  ) {
    return this.accounts.endSession(userId, sessionId);
  }
}
