import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Response } from 'express';
import { isPinfl, isTin, mayDo, MessageKeys, scopeOfRoute, type StaffPermission, staffRefusal } from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { type Limit, RateLimiter } from '../../redis/rate-limiter.js';
import { ApiKeys } from '../api-keys/api-keys.js';
import { EmployeesService } from '../employees/employees.service.js';
import {
  ALLOWED_READ_ONLY,
  IS_PUBLIC,
  type AuthenticatedRequest,
  type Principal,
  type TokenSubject,
} from '../../http/principal.js';
import { REQUIRES } from '../../http/requires.js';
import { StaffAudit } from '../staff/staff-audit.js';
import { Sessions } from './sessions.js';

interface TokenClaims {
  sub: string;
  pid: string;
  name: string;
  roles: string[];
  sid: string;
  /** Present on a backdoor session's tokens: read-only. */
  ro?: true;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_KEY = /^ApiKey (\S+)$/;

/**
 * Every route needs a valid bearer token unless marked @Public(); a missing, forged or expired one is
 * 401, and so is one whose session has ended (logout, a replayed refresh token). A backdoor session
 * reads only: anything else is refused here, before any handler, whatever the route.
 *
 * Or `Authorization: ApiKey <key>` (issue 21): the key's party, on only the routes its scopes open (domain's
 * API_KEY_SCOPES; any other is 403, the staff's and the keys' own among them), within its rate. An unknown,
 * revoked or expired key is 401 alike. Nothing else changes: a step that needs a signature still needs it.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly reflector: Reflector,
    private readonly sessions: Sessions,
    private readonly employees: EmployeesService,
    private readonly audit: StaffAudit,
    private readonly apiKeys: ApiKeys,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.keyLimit = { name: 'api-key', limit: config.API_KEY_REQUESTS_PER_MINUTE, windowSeconds: 60 };
  }

  private readonly keyLimit: Limit;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const apiKey = API_KEY.exec(request.headers.authorization ?? '')?.[1];
    if (apiKey) {
      if (!isPublic) request.principal = await this.keyHolder(context, request, apiKey);
      return true;
    }
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) {
      if (isPublic) return true;
      throw new UnauthorizedException();
    }
    const claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] }).catch(() => null);
    const live = typeof claims?.sid === 'string' ? await this.sessions.live(claims.sid) : null;
    if (!claims || !live) {
      if (isPublic) return true;
      throw new UnauthorizedException();
    }
    const readOnly = claims.ro === true;
    request.principal = {
      userId: claims.sub,
      partyId: claims.pid,
      name: claims.name,
      roles: claims.roles,
      sessionId: claims.sid,
      readOnly,
      phone: live.phone,
    };
    const actFor = request.headers['x-act-for'];
    if (typeof actFor === 'string' && actFor && !isPublic)
      request.principal = await this.actingFor(request.principal, actFor);
    const allowed = this.reflector.getAllAndOverride<boolean>(ALLOWED_READ_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (readOnly && !isPublic && !READS.has(request.method) && !allowed) {
      throw new ForbiddenException({ code: 'BACKDOOR_READ_ONLY', message: MessageKeys.backdoorReadOnly });
    }
    const permission = this.reflector.get<StaffPermission | undefined>(REQUIRES, context.getHandler());
    if (permission) await this.staffCall(context, request, permission);
    return true;
  }

  /**
   * A staff route: recorded in the audit trail, allowed or refused, before anything else happens; a
   * session that cannot be recorded acts on nothing. A read-only (backdoor) session is no staff session.
   */
  private async staffCall(context: ExecutionContext, request: AuthenticatedRequest, permission: StaffPermission) {
    const principal = request.principal!;
    const allowed = !principal.readOnly && mayDo(principal.roles, permission);
    await this.audit.record(principal, permission, allowed, request, context.switchToHttp().getResponse<Response>());
    if (!allowed) throw new ForbiddenException(staffRefusal(permission));
  }

  /** The party an API key acts as, counted against the key's rate and held to its scopes. */
  private async keyHolder(context: ExecutionContext, request: AuthenticatedRequest, key: string): Promise<Principal> {
    const holder = await this.apiKeys.holder(key);
    if (!holder) throw new UnauthorizedException();
    const wait = await this.limiter.hit(this.keyLimit, holder.keyId);
    if (wait !== null) {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(wait));
      throw new HttpException(
        { code: 'TOO_MANY_REQUESTS', message: MessageKeys.tooManyAttempts, params: { minutes: Math.ceil(wait / 60) } },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const route = (request.route as { path?: string } | undefined)?.path;
    const scope = route ? scopeOfRoute(`${request.method} ${route}`) : undefined;
    if (!scope || !holder.scopes.includes(scope))
      throw new ForbiddenException({ code: 'API_KEY_OUT_OF_SCOPE', message: MessageKeys.apiKeyOutOfScope });
    return {
      userId: holder.userId,
      partyId: holder.partyId,
      name: holder.name,
      // A key is never the staff's: no role, whatever its maker holds.
      roles: [],
      sessionId: '',
      readOnly: false,
      phone: holder.phone,
      apiKeyId: holder.keyId,
    };
  }

  /** A person acting for a legal entity that employs them (header X-Act-For: the entity's TIN). */
  private async actingFor(principal: Principal, tin: string): Promise<Principal> {
    const allowed =
      !principal.readOnly &&
      isTin(tin) &&
      isPinfl(principal.partyId) &&
      (await this.employees.isEmployee(tin, principal.partyId));
    if (!allowed) throw new ForbiddenException({ code: 'NOT_AN_EMPLOYEE', message: MessageKeys.notAnEmployee });
    return { ...principal, partyId: tin, employeePinfl: principal.partyId };
  }

  static claims(p: TokenSubject): TokenClaims {
    return {
      sub: p.userId,
      pid: p.partyId,
      name: p.name,
      roles: p.roles,
      sid: p.sessionId,
      ...(p.readOnly ? { ro: true as const } : {}),
    };
  }
}
