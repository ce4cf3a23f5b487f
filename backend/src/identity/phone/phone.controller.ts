import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type Account,
  accountSchema,
  type PhoneChallenge,
  phoneChallengeSchema,
  type PhoneChangeInput,
  phoneChangeSchema,
  type PhoneConfirmInput,
  phoneConfirmSchema,
} from '@rent/domain';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { AuthService } from '../sign-in/auth.service.js';
import { PhoneService } from './phone.service.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';
import { originOf } from '../sign-in/request-origin.js';
import { Answers } from '../../http/answers.js';

/** The signed-in party's phone: give it with the password (codes go to it and to the number it replaces), then confirm it with the codes. */
@Controller('account/phone')
export class PhoneController {
  constructor(
    private readonly phones: PhoneService,
    private readonly auth: AuthService,
  ) {}

  @Answers.json(phoneChallengeSchema)
  @Post()
  @HttpCode(200)
  request(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(phoneChangeSchema)) body: PhoneChangeInput,
    @Req() req: Request,
  ): Promise<PhoneChallenge> {
    return this.phones.request(principal.userId, body, originOf(req).address);
  }

  /** Answers the account, its phone now the new one and confirmed. */
  @Answers.json(accountSchema)
  @Post('confirm')
  @HttpCode(200)
  async confirm(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(phoneConfirmSchema)) body: PhoneConfirmInput,
    @Req() req: Request,
  ): Promise<Account> {
    await this.phones.confirm(principal.userId, body, originOf(req).address);
    return this.auth.account(principal);
  }
}
