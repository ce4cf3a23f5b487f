import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Response } from 'express';
import {
  isPinfl,
  isTin,
  mayDo,
  MessageKeys,
  representativeStepOf,
  scopeOfRoute,
  type StaffPermission,
  staffRefusal,
} from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { type Limit, RateLimiter } from '../../redis/rate-limiter.js';
import { ApiKeys } from '../api-keys/api-keys.js';
import { EmployeesService } from '../employees/employees.service.js';
import { Representatives } from '../representatives/representatives.js';
import {
  ALLOWED_READ_ONLY,
  IS_PUBLIC,
  type AuthenticatedRequest,
  type Principal,
  type RepresentativeGrant,
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
 *
 * X-Act-For names the party a person acts for: as its employee (a legal entity's), or as a representative
 * it authorised (issue 21). The authorisation is read on every request, so a revocation holds from the next
 * one; a representative reaches only the routes of the granted steps (domain's representative-steps.ts) and,
 * where the grant chose contracts, only those: any other is not found, as if it did not exist.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly reflector: Reflector,
    private readonly sessions: Sessions,
    private readonly employees: EmployeesService,
    private readonly representatives: Representatives,
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
    if (typeof actFor === 'string' && actFor && !isPublic) {
      request.principal = await this.actingFor(request.principal, actFor);
      if (request.principal.representative) representativeReach(request, request.principal.representative);
    }
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

  /**
   * A person acting for a legal entity that employs them (header X-Act-For: the entity's TIN), or for a party
   * that authorised them (its TIN or PINFL). An employee of the entity acts as its employee, as before.
   */
  private async actingFor(principal: Principal, party: string): Promise<Principal> {
    const person = principal.partyId;
    if (principal.readOnly || !isPinfl(person) || party === person || !(isTin(party) || isPinfl(party)))
      throw new ForbiddenException({ code: 'CANNOT_ACT_FOR', message: MessageKeys.cannotActFor });
    if (isTin(party) && (await this.employees.isEmployee(party, person)))
      return { ...principal, partyId: party, employeePinfl: person };
    return { ...principal, partyId: party, representative: await this.representatives.inForce(party, person) };
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

/**
 * A representative's request: on a route of a step the grant names (or one every representative reaches),
 * and on a contract it chose, if it chose any. Checked before the step looks for the contract, so an
 * unchosen contract answers the same whether or not it exists.
 */
function representativeReach(request: AuthenticatedRequest, grant: RepresentativeGrant): void {
  const route = (request.route as { path?: string } | undefined)?.path ?? '';
  const params = request.params as Record<string, string | undefined>;
  const step = representativeStepOf(`${request.method} ${route}`, params.verb);
  if (!step || (step !== 'always' && !grant.steps.includes(step)))
    throw new ForbiddenException({
      code: 'REPRESENTATIVE_OUT_OF_SCOPE',
      message: MessageKeys.representativeOutOfScope,
    });
  if (grant.contracts && route.startsWith('/api/contracts/:id') && !grant.contracts.includes(params.id ?? ''))
    throw new NotFoundException();
}
