import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  type Account,
  accountSchema,
  type LoginInput,
  loginSchema,
  type PendingSignIn,
  pendingSignInSchema,
  type RenewedSession,
  renewedSessionSchema,
  type ResendCodeInput,
  resendCodeSchema,
  type SessionAnswer,
  sessionAnswerSchema,
  type SignInChallenge,
  signInChallengeSchema,
  type SignInCodeInput,
  signInCodeSchema,
  type SignInState,
  signInStateSchema,
} from '@rent/domain';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import {
  bindBrowser,
  browserOf,
  clearRefreshCookie,
  handOver,
  refreshTokenOf,
  setRefreshCookie,
} from './auth-cookies.js';
import { AuthService } from './auth.service.js';
import { AllowedReadOnly, CurrentPrincipal, type Principal, Public } from '../../http/principal.js';
import { originOf } from './request-origin.js';
import { Answers } from '../../http/answers.js';

const challengeParam = z.uuid();

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Step one: the password; answers the challenge whose code went by SMS, no token yet, and binds it to this browser. */
  @Public()
  @Answers.json(signInChallengeSchema)
  @Post('auth/login')
  @HttpCode(200)
  login(
    @Body(new ZodPipe(loginSchema)) body: LoginInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInChallenge> {
    return this.auth.login(body, originOf(req), bindBrowser(req, res));
  }

  @Public()
  @Answers.json(signInChallengeSchema)
  @Post('auth/login/resend')
  @HttpCode(200)
  resend(@Body(new ZodPipe(resendCodeSchema)) body: ResendCodeInput, @Req() req: Request): Promise<SignInChallenge> {
    return this.auth.resend(body.challengeId, originOf(req), browserOf(req));
  }

  /** Step two: the code; answers the token and the account, and sets the refresh token's cookie. */
  @Public()
  @Answers.json(sessionAnswerSchema)
  @Post('auth/login/confirm')
  @HttpCode(200)
  async confirm(
    @Body(new ZodPipe(signInCodeSchema)) body: SignInCodeInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionAnswer> {
    return handOver(req, res, await this.auth.confirm(body, originOf(req), browserOf(req)));
  }

  /** Where a sign-in stands while its browser waits for the person to approve it in the app; approved: the session, to that browser only. */
  @Public()
  @Answers.json(signInStateSchema)
  @Get('auth/login/:challengeId/state')
  async state(
    @Param('challengeId', new ZodPipe(challengeParam, 'challengeId')) challengeId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInState> {
    const state = await this.auth.challengeState(challengeId, browserOf(req));
    return state.state === 'approved' ? { state: state.state, ...handOver(req, res, state) } : state;
  }

  /** The person's sign-ins waiting elsewhere, for this signed-in device (the app) to approve or refuse. */
  @Answers.json(z.array(pendingSignInSchema))
  @Get('auth/pending-sign-ins')
  pending(@CurrentPrincipal() principal: Principal): Promise<PendingSignIn[]> {
    return this.auth.pendingSignIns(principal);
  }

  @Answers.nothing()
  @Post('auth/pending-sign-ins/:challengeId/approve')
  @HttpCode(204)
  async approve(
    @CurrentPrincipal() principal: Principal,
    @Param('challengeId', new ZodPipe(challengeParam, 'challengeId')) challengeId: string,
  ) {
    await this.auth.decide(principal, challengeId, true);
  }

  @Answers.nothing()
  @Post('auth/pending-sign-ins/:challengeId/refuse')
  @HttpCode(204)
  async refuse(
    @CurrentPrincipal() principal: Principal,
    @Param('challengeId', new ZodPipe(challengeParam, 'challengeId')) challengeId: string,
  ) {
    await this.auth.decide(principal, challengeId, false);
  }

  /**
   * A new access token for the refresh token in the cookie, which is replaced (each works once). A refused
   * one (unknown, spent, its session ended) is cleared from the browser.
   */
  @Public()
  @Answers.json(renewedSessionSchema)
  @Post('auth/refresh')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<RenewedSession> {
    const refreshToken = refreshTokenOf(req);
    const renewed = refreshToken ? await this.auth.refresh(refreshToken) : null;
    if (!renewed) {
      clearRefreshCookie(req, res);
      throw new UnauthorizedException();
    }
    setRefreshCookie(req, res, renewed.refreshToken);
    return { token: renewed.token };
  }

  /** Ends the session on the server (its access and refresh tokens stop working at once) and clears the cookie. */
  @AllowedReadOnly()
  @Answers.nothing()
  @Post('auth/logout')
  @HttpCode(204)
  async logout(
    @CurrentPrincipal() principal: Principal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.auth.logout(principal.sessionId);
    clearRefreshCookie(req, res);
  }

  @Answers.json(accountSchema)
  @Get('oauth/account')
  account(@CurrentPrincipal() principal: Principal): Promise<Account> {
    return this.auth.account(principal);
  }
}
