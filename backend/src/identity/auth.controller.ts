import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { type LoginInput, loginSchema, type SignInCodeInput, signInCodeSchema } from '@rent/domain';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { AuthService } from './auth.service.js';
import type { Origin } from './one-time-codes.js';
import { AllowedReadOnly, CurrentPrincipal, type Principal, Public } from './principal.js';

const resendSchema = z.object({ challengeId: z.uuid() }).strict();
const refreshSchema = z.object({ refreshToken: z.string().min(20).max(200) }).strict();
const challengeParam = z.uuid();
/** Where a request comes from: the address (Express resolves it behind the trusted proxy, see app.ts) and the browser. */
const originOf = (req: Request): Origin => ({ address: req.ip ?? 'unknown', userAgent: req.headers['user-agent'] ?? '' });

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Step one: the password; answers the challenge whose code went by SMS, no token yet. */
  @Public()
  @Post('auth/login')
  @HttpCode(200)
  login(@Body(new ZodPipe(loginSchema)) body: LoginInput, @Req() req: Request) {
    return this.auth.login(body, originOf(req));
  }

  @Public()
  @Post('auth/login/resend')
  @HttpCode(200)
  resend(@Body(new ZodPipe(resendSchema)) body: z.infer<typeof resendSchema>, @Req() req: Request) {
    return this.auth.resend(body.challengeId, originOf(req));
  }

  /** Step two: the code; answers the token and the account. */
  @Public()
  @Post('auth/login/confirm')
  @HttpCode(200)
  confirm(@Body(new ZodPipe(signInCodeSchema)) body: SignInCodeInput, @Req() req: Request) {
    return this.auth.confirm(body, originOf(req));
  }

  /** Where a sign-in stands while its browser waits for the person to approve it in the app; approved: the session. */
  @Public()
  @Get('auth/login/:challengeId/state')
  state(@Param('challengeId', new ZodPipe(challengeParam, 'challengeId')) challengeId: string) {
    return this.auth.challengeState(challengeId);
  }

  /** The person's sign-ins waiting elsewhere, for this signed-in device (the app) to approve or refuse. */
  @Get('auth/pending-sign-ins')
  pending(@CurrentPrincipal() principal: Principal) {
    return this.auth.pendingSignIns(principal);
  }

  @Post('auth/pending-sign-ins/:challengeId/approve')
  @HttpCode(204)
  async approve(@CurrentPrincipal() principal: Principal, @Param('challengeId', new ZodPipe(challengeParam, 'challengeId')) challengeId: string) {
    await this.auth.decide(principal, challengeId, true);
  }

  @Post('auth/pending-sign-ins/:challengeId/refuse')
  @HttpCode(204)
  async refuse(@CurrentPrincipal() principal: Principal, @Param('challengeId', new ZodPipe(challengeParam, 'challengeId')) challengeId: string) {
    await this.auth.decide(principal, challengeId, false);
  }

  /** A new access token for the refresh token, which is replaced (each works once). */
  @Public()
  @Post('auth/refresh')
  @HttpCode(200)
  refresh(@Body(new ZodPipe(refreshSchema)) body: z.infer<typeof refreshSchema>) {
    return this.auth.refresh(body.refreshToken);
  }

  /** Ends the session on the server: its access and refresh tokens stop working at once. */
  @AllowedReadOnly()
  @Post('auth/logout')
  @HttpCode(204)
  async logout(@CurrentPrincipal() principal: Principal) {
    await this.auth.logout(principal.sessionId);
  }

  @Get('oauth/account')
  account(@CurrentPrincipal() principal: Principal) {
    return this.auth.account(principal);
  }
}
