import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import { phoneSchema, signInCodeSchema } from '@rent/domain';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { AuthService } from './auth.service.js';
import { PhoneService } from './phone.service.js';
import { CurrentPrincipal, type Principal } from './principal.js';

const phoneBody = z.object({ phone: phoneSchema }).strict();

/** The signed-in party's phone: give it (a code goes to it), then confirm it with the code. */
@Controller('account/phone')
export class PhoneController {
  constructor(
    private readonly phones: PhoneService,
    private readonly auth: AuthService,
  ) {}

  @Post()
  @HttpCode(200)
  request(@CurrentPrincipal() principal: Principal, @Body(new ZodPipe(phoneBody)) body: z.infer<typeof phoneBody>) {
    return this.phones.request(principal.userId, body.phone);
  }

  /** Answers the account, its phone now confirmed. */
  @Post('confirm')
  @HttpCode(200)
  async confirm(@CurrentPrincipal() principal: Principal, @Body(new ZodPipe(signInCodeSchema)) body: z.infer<typeof signInCodeSchema>) {
    await this.phones.confirm(principal.userId, body.challengeId, body.code);
    return this.auth.account(principal);
  }
}
