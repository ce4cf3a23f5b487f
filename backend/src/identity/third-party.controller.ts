import { Body, Controller, Get, HttpCode, NotFoundException, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { Public } from './principal.js';
import { ThirdPartySignIn } from './third-party-sign-in.js';

const finishBody = z.object({ query: z.string().max(4000) }).strict();

/** Sign-in through the outside identity provider: whether it is on, the way out, the way back. */
@Controller('auth/third-party')
export class ThirdPartyController {
  constructor(private readonly thirdParty: ThirdPartySignIn) {}

  @Public()
  @Get()
  state() {
    return { enabled: this.thirdParty.enabled };
  }

  /** The login page's button leads here; the browser goes on to the provider. */
  @Public()
  @Get('start')
  async start(@Res() res: Response) {
    if (!this.thirdParty.enabled) throw new NotFoundException();
    res.redirect(302, await this.thirdParty.start());
  }

  /** `/auth-with-third-part` hands over what the provider put in its address (code, state, iss). */
  @Public()
  @Post('finish')
  @HttpCode(200)
  finish(@Body(new ZodPipe(finishBody)) body: z.infer<typeof finishBody>) {
    if (!this.thirdParty.enabled) throw new NotFoundException();
    return this.thirdParty.finish(body.query.replace(/^\?/, ''));
  }
}
