import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type LoginInput, loginSchema } from '@rent/domain';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { AuthService } from './auth.service.js';
import { CurrentPrincipal, type Principal, Public } from './principal.js';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('auth/login')
  @HttpCode(200)
  login(@Body(new ZodPipe(loginSchema)) body: LoginInput) {
    return this.auth.login(body);
  }

  /** Tokens are stateless for now; the client forgets its token. Server-side sessions come with SMS sign-in. */
  @Post('auth/logout')
  @HttpCode(204)
  logout() {}

  @Get('oauth/account')
  account(@CurrentPrincipal() principal: Principal) {
    return this.auth.account(principal.userId);
  }
}
