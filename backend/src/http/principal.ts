import {
  BadRequestException,
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  SetMetadata,
} from '@nestjs/common';
import type { Request } from 'express';
import { type Actor, isStaff, MessageKeys, type RepresentativeStep } from '@rent/domain';

/** The signed-in user as the token says: who they are, on whose behalf they act, and their roles. */
export interface Principal {
  userId: string;
  partyId: string;
  name: string;
  roles: string[];
  /** The server-side session the token belongs to (logout ends it). */
  sessionId: string;
  /** Entered through the backdoor by an operator: may read, may not act (spec §6). */
  readOnly: boolean;
  /**
   * An employee acting for the legal entity `partyId` (header X-Act-For): the employee's own PINFL. Such a
   * principal sees and acts on only the contracts the entity gave them to hold.
   */
  employeePinfl?: string;
  /**
   * A person acting for the party `partyId` under its authorisation (header X-Act-For, issue 21): the guard
   * lets them reach only the routes of the granted steps, and only the chosen contracts (null: all of the party's).
   */
  representative?: RepresentativeGrant;
  /** Authenticated by an API key (Authorization: ApiKey …) rather than a session: the key's id. */
  apiKeyId?: string;
  /** Where the account's phone stood when the request came (the steps that bind a party need it confirmed). */
  phone: PhoneStanding;
}

/** What an authorisation in force gives its representative, as the guard found it for this request. */
export interface RepresentativeGrant {
  authorisationId: string;
  pinfl: string;
  steps: RepresentativeStep[];
  contracts: string[] | null;
}

export type PhoneStanding = 'none' | 'unconfirmed' | 'confirmed';

/** The steps that bind a party reach it by phone (spec §5): the account's phone, as the request found it. */
export function assertPhoneConfirmed({ phone }: Pick<Principal, 'phone'>): void {
  if (phone === 'none') throw new BadRequestException({ code: 'PHONE_REQUIRED', message: MessageKeys.phoneRequired });
  if (phone !== 'confirmed')
    throw new BadRequestException({ code: 'PHONE_NOT_CONFIRMED', message: MessageKeys.phoneNotConfirmed });
}

/** What an access token says of its holder; the rest of a principal is looked up with each request. */
export type TokenSubject = Pick<Principal, 'userId' | 'partyId' | 'name' | 'roles' | 'sessionId' | 'readOnly'>;

export interface AuthenticatedRequest extends Request {
  principal?: Principal;
}

export const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no token (landing data, login, public views, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ALLOWED_READ_ONLY = 'allowedReadOnly';
/** A route a backdoor session may call although it is not a read (logout). */
export const AllowedReadOnly = () => SetMetadata(ALLOWED_READ_ONLY, true);

/** The principal of a route behind the guard. */
export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new Error('CurrentPrincipal used on a public route');
  return principal;
});

/** The actor recorded on events when a user acts as a party: who, on whose behalf. */
export const partyActor = ({ userId, partyId, name, employeePinfl, representative }: Principal): Actor => ({
  kind: 'party',
  userId,
  partyId,
  name,
  ...(employeePinfl ? { employeePinfl } : {}),
  ...(representative ? { representativePinfl: representative.pinfl } : {}),
});

/** Someone acting for the party rather than the party itself: its employee or its representative. */
export const actsForAnother = (p: Pick<Principal, 'employeePinfl' | 'representative'>): boolean =>
  !!p.employeePinfl || !!p.representative;

/** The actor recorded when a user acts for the committee; only its staff may (domain's staff-permissions.ts). */
export function operatorActor({ userId, name, roles }: Principal): Actor {
  if (!isStaff(roles)) throw new ForbiddenException({ code: 'OPERATOR_ONLY', message: MessageKeys.operatorOnly });
  return { kind: 'operator', userId, partyId: '', name };
}
