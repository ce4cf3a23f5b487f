import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { type LoginInput, loginSchema, type SignInCodeInput, signInCodeSchema } from '@rent/domain';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { AuthService } from './auth.service.js';
import { AllowedReadOnly, CurrentPrincipal, type Principal, Public } from './principal.js';

const resendSchema = z.object({ challengeId: z.uuid() }).strict();
const refreshSchema = z.object({ refreshToken: z.string().min(20).max(200) }).strict();
/** The caller's address (Express resolves it behind the trusted proxy, see app.ts). */
const addressOf = (req: Request) => req.ip ?? 'unknown';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Step one: the password; answers the challenge whose code went by SMS, no token yet. */
  @Public()
  @Post('auth/login')
  @HttpCode(200)
  login(@Body(new ZodPipe(loginSchema)) body: LoginInput, @Req() req: Request) {
    return this.auth.login(body, addressOf(req));
  }

  @Public()
  @Post('auth/login/resend')
  @HttpCode(200)
  resend(@Body(new ZodPipe(resendSchema)) body: z.infer<typeof resendSchema>, @Req() req: Request) {
    return this.auth.resend(body.challengeId, addressOf(req));
  }

  /** Step two: the code; answers the token and the account. */
  @Public()
  @Post('auth/login/confirm')
  @HttpCode(200)
  confirm(@Body(new ZodPipe(signInCodeSchema)) body: SignInCodeInput, @Req() req: Request) {
    return this.auth.confirm(body, addressOf(req));
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
