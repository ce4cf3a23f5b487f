import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { IS_PUBLIC, type AuthenticatedRequest, type Principal } from './principal.js';
import { Sessions } from './sessions.js';

interface TokenClaims {
  sub: string;
  pid: string;
  name: string;
  roles: string[];
  sid: string;
}

/**
 * Every route needs a valid bearer token unless marked @Public(); a missing, forged or expired one is
 * 401, and so is one whose session has ended (logout, a replayed refresh token).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly reflector: Reflector,
    private readonly sessions: Sessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) {
      if (isPublic) return true;
      throw new UnauthorizedException();
    }
    const claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] }).catch(() => null);
    const live = typeof claims?.sid === 'string' && (await this.sessions.isLive(claims.sid));
    if (!claims || !live) {
      if (isPublic) return true;
      throw new UnauthorizedException();
    }
    request.principal = { userId: claims.sub, partyId: claims.pid, name: claims.name, roles: claims.roles, sessionId: claims.sid };
    return true;
  }

  static claims(p: Principal): TokenClaims {
    return { sub: p.userId, pid: p.partyId, name: p.name, roles: p.roles, sid: p.sessionId };
  }
}
