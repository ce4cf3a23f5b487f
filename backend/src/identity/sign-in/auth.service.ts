import {
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  type Account,
  type LoginInput,
  MessageKeys,
  type PendingSignIn,
  type SignInChallenge,
  type SignInCodeInput,
} from '@rent/domain';
import { maskPhone } from '../../sms/sms-jobs.js';
import { AuthGuard } from '../sessions/auth.guard.js';
import { verifyPassword } from './passwords.js';
import type { Principal, TokenSubject } from '../../http/principal.js';
import { type Limit, RateLimiter } from '../../redis/rate-limiter.js';
import { type Session, Sessions } from '../sessions/sessions.js';
import { OneTimeCodes, type Origin } from './one-time-codes.js';
import { SIGN_IN_LIMITS } from './sign-in-limits.js';
import { User } from '../user.entity.js';

/** A new session: a short-lived access token, the refresh token that renews it, and the account. */
export interface SignedIn {
  token: string;
  refreshToken: string;
  account: Account;
}

const toAccount = (u: User, readOnly = false, actingFor: string | null = null): Account => ({
  userId: u.id,
  partyId: u.partyId,
  name: u.name,
  tin: u.tin,
  pinfl: u.pinfl,
  roles: u.roles,
  phone: u.phone,
  phoneConfirmed: u.phoneConfirmedAt !== null,
  readOnly,
  actingFor,
});

/**
 * Sign-in in two steps (spec §2): the password opens a challenge and an SMS brings its code; the code
 * gives the token. The challenge belongs to the browser that opened it (`browser`, the hash of its
 * secret cookie): only that browser may send the code, ask for a new one, or pick up the session the
 * person approved on another device. Each step answers the same for an unknown account as for a wrong
 * password, and takes as long.
 */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwt: JwtService,
    private readonly limiter: RateLimiter,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
  ) {}

  /**
   * The password. Throttled per address, per address and login, and (once a login's wrong passwords pile
   * up from many addresses) to one try per address: never a lock that someone else's tries could put on
   * the owner. A throttled try is refused before the password is looked at, alike for every login.
   */
  async login(input: LoginInput, origin: Origin, browser: string): Promise<SignInChallenge> {
    // The key of the login's counts; the staff's accounts screen reads and clears them under it (staff-accounts.ts).
    const login = `${input.type}:${input.login}`;
    await this.limit(SIGN_IN_LIMITS.address, origin.address);
    const guessed = await this.limiter.reached(SIGN_IN_LIMITS.loginFailures, login);
    await this.limit(
      guessed ? { ...SIGN_IN_LIMITS.addressLogin, limit: 1 } : SIGN_IN_LIMITS.addressLogin,
      `${origin.address}|${login}`,
    );
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.login = :login AND u.loginType = :type', { login: input.login, type: input.type })
      .getOne();
    // An unknown login is checked against a decoy hash: it takes as long as a wrong password and counts the same.
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      await this.limiter.hit(SIGN_IN_LIMITS.loginFailures, login);
      throw new UnauthorizedException({ code: 'WRONG_PASSWORD', message: MessageKeys.wrongPassword });
    }
    return this.challenge(user, origin, browser);
  }

  /** A fresh code for a challenge this browser opened and is still open (the old code stops working). */
  async resend(challengeId: string, origin: Origin, browser: string | null): Promise<SignInChallenge> {
    await this.limit(SIGN_IN_LIMITS.codes, origin.address);
    const userId = await this.codes.signInAccountOf(challengeId, browser);
    const user = userId ? await this.users.findOneBy({ id: userId }) : null;
    if (!user || !browser) throw codeRefused();
    return this.challenge(user, origin, browser);
  }

  /**
   * The browser waiting on its challenge asks where it stands; once the person approved it on another
   * device, the answer is the new session (given once, to this browser only).
   */
  async challengeState(
    challengeId: string,
    browser: string | null,
  ): Promise<{ state: 'pending' | 'refused' | 'expired' } | ({ state: 'approved' } & SignedIn)> {
    const taken = await this.codes.takeApproved(challengeId, browser);
    if (taken.state !== 'approved') return taken;
    const user = await this.users.findOneByOrFail({ id: taken.userId });
    const { session, refreshToken } = await this.sessions.open(user.id, 'app');
    return { state: 'approved', ...(await this.signedIn(user, session, refreshToken)) };
  }

  /**
   * What the person's signed-in devices offer to approve. Not to a read-only (backdoor) session: the
   * operator behind it may look at the taxpayer's contracts, not at how the taxpayer signs in.
   */
  pendingSignIns(principal: Principal): Promise<PendingSignIn[]> {
    if (principal.readOnly)
      throw new ForbiddenException({ code: 'BACKDOOR_READ_ONLY', message: MessageKeys.backdoorReadOnly });
    return this.codes.pendingSignIns(principal.userId);
  }

  async decide(principal: Principal, challengeId: string, approve: boolean): Promise<void> {
    if (!(await this.codes.decide(principal.userId, challengeId, approve))) throw new NotFoundException();
  }

  /** The code of this browser's challenge: a new session, its access token and refresh token, and the account. */
  async confirm(input: SignInCodeInput, origin: Origin, browser: string | null): Promise<SignedIn> {
    await this.limit(SIGN_IN_LIMITS.codes, origin.address);
    const checked = await this.codes.check(input.challengeId, 'sign-in', { browser }, input.code);
    const user = checked.ok ? await this.users.findOneBy({ id: checked.userId }) : null;
    if (!user) throw codeRefused();
    const { session, refreshToken } = await this.sessions.open(user.id, 'sms');
    return this.signedIn(user, session, refreshToken);
  }

  /** What a new session answers: its tokens and the account as the session sees it. */
  async signedIn(user: User, session: Session, refreshToken: string): Promise<SignedIn> {
    return {
      token: await this.accessToken(user, session),
      refreshToken,
      account: toAccount(user, session.via === 'backdoor'),
    };
  }

  /**
   * A new access token for a live session, and the refresh token's successor; null when refused. A spent
   * token, however old, ends its session.
   */
  async refresh(refreshToken: string): Promise<Omit<SignedIn, 'account'> | null> {
    const refreshed = await this.sessions.refresh(refreshToken);
    const user = refreshed ? await this.users.findOneBy({ id: refreshed.session.userId }) : null;
    if (!refreshed || !user) {
      await this.sessions.endReplayed(refreshToken);
      return null;
    }
    return { token: await this.accessToken(user, refreshed.session), refreshToken: refreshed.refreshToken };
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.end(sessionId);
  }

  private accessToken(user: User, session: Session): Promise<string> {
    const subject: TokenSubject = {
      userId: user.id,
      partyId: user.partyId,
      name: user.name,
      roles: user.roles,
      sessionId: session.id,
      readOnly: session.via === 'backdoor',
    };
    return this.jwt.signAsync(AuthGuard.claims(subject));
  }

  async account(principal: Principal): Promise<Account> {
    const user = await this.users.findOneBy({ id: principal.userId });
    if (!user) throw new UnauthorizedException();
    return toAccount(
      user,
      principal.readOnly,
      principal.employeePinfl || principal.representative ? principal.partyId : null,
    );
  }

  private async challenge(user: User, origin: Origin, browser: string): Promise<SignInChallenge> {
    if (!user.phone)
      throw new HttpException({ code: 'PHONE_REQUIRED', message: MessageKeys.phoneRequired }, HttpStatus.BAD_REQUEST);
    await this.limit(SIGN_IN_LIMITS.phone, user.phone);
    const { challengeId, expiresAt } = await this.codes.issue(user.id, user.phone, 'sign-in', { origin, browser });
    return { challengeId, phone: maskPhone(user.phone), expiresAt: expiresAt.toISOString() };
  }

  private limit(limit: Limit, key: string): Promise<void> {
    return this.limiter.enforce(limit, key);
  }
}

/** Spec §8: "code is confirmed or wrong, get the code again". */
export const codeRefused = () =>
  new HttpException(
    { code: 'CODE_WRONG', message: MessageKeys.codeWrongOrUsed, errors: { code: MessageKeys.codeWrongOrUsed } },
    HttpStatus.BAD_REQUEST,
  );
