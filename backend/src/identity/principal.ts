import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '@rent/domain';

/** The signed-in user as the token says: who they are and on whose behalf they act. */
export interface Principal extends Actor {
  roles: string[];
}

export interface AuthenticatedRequest extends Request {
  principal?: Principal;
}

export const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no token (landing data, login, public views, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The principal of a route behind the guard. */
export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new Error('CurrentPrincipal used on a public route');
  return principal;
});

/** The actor recorded on events: who, on whose behalf; roles are the token's business, not history's. */
export const actorOf = ({ userId, partyId, name }: Principal): Actor => ({ userId, partyId, name });
