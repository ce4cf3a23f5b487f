import { Body, Controller, Get, HttpCode, NotFoundException, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type SessionAnswer,
  sessionAnswerSchema,
  type ThirdPartyAvailability,
  thirdPartyAvailabilitySchema,
  type ThirdPartyFinishInput,
  thirdPartyFinishSchema,
} from '@rent/domain';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { bindBrowser, browserOf, handOver } from './auth-cookies.js';
import { Public } from '../../http/principal.js';
import { ThirdPartySignIn } from './third-party-sign-in.js';
import { Answers } from '../../http/answers.js';

/** Sign-in through the outside identity provider: whether it is on, the way out, the way back. */
@Controller('auth/third-party')
export class ThirdPartyController {
  constructor(private readonly thirdParty: ThirdPartySignIn) {}

  @Public()
  @Answers.json(thirdPartyAvailabilitySchema)
  @Get()
  state(): ThirdPartyAvailability {
    return { enabled: this.thirdParty.enabled };
  }

  /** The login page's button leads here; the browser, bound to the request by its secret cookie, goes on to the provider. */
  @Public()
  @Answers.redirect()
  @Get('start')
  async start(@Req() req: Request, @Res() res: Response) {
    if (!this.thirdParty.enabled) throw new NotFoundException();
    res.redirect(302, await this.thirdParty.start(bindBrowser(req, res)));
  }

  /**
   * `/auth-with-third-part` hands over what the provider put in its address (code, state, iss); the
   * same browser's cookie must come with it. Answers the session (the refresh token in its cookie).
   */
  @Public()
  @Answers.json(sessionAnswerSchema)
  @Post('finish')
  @HttpCode(200)
  async finish(
    @Body(new ZodPipe(thirdPartyFinishSchema)) body: ThirdPartyFinishInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionAnswer> {
    if (!this.thirdParty.enabled) throw new NotFoundException();
    return handOver(req, res, await this.thirdParty.finish(body.query.replace(/^\?/, ''), browserOf(req)));
  }
}
