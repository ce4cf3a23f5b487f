import { HttpException, HttpStatus, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type LoginInput, MessageKeys, type SignInChallenge, type SignInCodeInput } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { maskPhone } from '../sms/sms-jobs.js';
import { AuthGuard } from './auth.guard.js';
import { verifyPassword } from './passwords.js';
import type { Principal } from './principal.js';
import { type Limit, RateLimiter } from './rate-limiter.js';
import { type Session, Sessions } from './sessions.js';
import { OneTimeCodes, type Origin, type PendingSignIn } from './one-time-codes.js';
import { User } from './user.entity.js';

/** A new session: a short-lived access token, the refresh token that renews it, and the account. */
export interface SignedIn {
  token: string;
  refreshToken: string;
  account: Account;
}

/** What the frontend may know of the signed-in account (spec §7: name, tin, pinfl, roles). */
export interface Account {
  userId: string;
  partyId: string;
  name: string;
  tin: string | null;
  pinfl: string | null;
  roles: string[];
  phone: string | null;
  phoneConfirmed: boolean;
  /** Entered through the backdoor: the portal shows it and offers no steps. */
  readOnly: boolean;
  /** The legal entity this person acts for now (header X-Act-For), as its employee; null: for themselves. */
  actingFor: string | null;
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
 * How often one may try. Per address: a script walking many accounts from one machine. Per account:
 * many machines at one account (the lock below stops guessing its password anyway). Per phone: SMS
 * bombing of one number through the code requests.
 */
export const SIGN_IN_LIMITS = {
  address: { name: 'sign-in-address', limit: 100, windowSeconds: 600 },
  account: { name: 'sign-in-account', limit: 10, windowSeconds: 600 },
  phone: { name: 'sms-phone', limit: 5, windowSeconds: 600 },
  codes: { name: 'code-address', limit: 100, windowSeconds: 600 },
} satisfies Record<string, Limit>;

/** Wrong passwords in a row that lock an account, and for how long. */
export const LOCK_AFTER = 5;
export const LOCK_MS = 15 * 60 * 1000;

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Sign-in in two steps (spec §2): the password opens a challenge and an SMS brings its code; the code
 * gives the token. Each step answers the same for an unknown account as for a wrong password.
 */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwt: JwtService,
    private readonly limiter: RateLimiter,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async login(input: LoginInput, origin: Origin): Promise<SignInChallenge> {
    await this.limit(SIGN_IN_LIMITS.address, origin.address);
    await this.limit(SIGN_IN_LIMITS.account, `${input.type}:${input.login}`);
    const now = this.clock.now();
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect(['u.passwordHash', 'u.lockedUntil'])
      .where('u.login = :login AND u.loginType = :type', { login: input.login, type: input.type })
      .getOne();
    if (user?.lockedUntil && user.lockedUntil > now) throw this.locked(user.lockedUntil, now);
    const ok = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !ok) {
      const lockedUntil = user ? await this.countFailure(user.id, now) : null;
      if (lockedUntil) throw this.locked(lockedUntil, now);
      throw new UnauthorizedException({ code: 'WRONG_PASSWORD', message: MessageKeys.wrongPassword });
    }
    await this.users.update(user.id, { failedLogins: 0 });
    return this.challenge(user, origin);
  }

  /** A fresh code for a challenge still open (the old code stops working). */
  async resend(challengeId: string, origin: Origin): Promise<SignInChallenge> {
    await this.limit(SIGN_IN_LIMITS.codes, origin.address);
    const userId = await this.codes.signInAccountOf(challengeId);
    const user = userId ? await this.users.findOneBy({ id: userId }) : null;
    if (!user) throw codeRefused();
    return this.challenge(user, origin);
  }

  /**
   * The browser waiting on a challenge asks where it stands; once the person approved it on another
   * device, the answer is the new session (given once).
   */
  async challengeState(challengeId: string): Promise<{ state: 'pending' | 'refused' | 'expired' } | ({ state: 'approved' } & SignedIn)> {
    const taken = await this.codes.takeApproved(challengeId);
    if (taken.state !== 'approved') return taken;
    const user = await this.users.findOneByOrFail({ id: taken.userId });
    const { session, refreshToken } = await this.sessions.open(user.id, 'app');
    return { state: 'approved', ...(await this.signedIn(user, session, refreshToken)) };
  }

  /** What the person's signed-in devices offer to approve. */
  pendingSignIns(principal: Principal): Promise<PendingSignIn[]> {
    return this.codes.pendingSignIns(principal.userId);
  }

  async decide(principal: Principal, challengeId: string, approve: boolean): Promise<void> {
    if (!(await this.codes.decide(principal.userId, challengeId, approve))) throw new NotFoundException();
  }

  /** The code of the challenge: a new session, its access token and refresh token, and the account. */
  async confirm(input: SignInCodeInput, origin: Origin): Promise<SignedIn> {
    await this.limit(SIGN_IN_LIMITS.codes, origin.address);
    const checked = await this.codes.check(input.challengeId, input.code, 'sign-in');
    const user = checked.ok ? await this.users.findOneBy({ id: checked.userId }) : null;
    if (!user) throw codeRefused();
    const { session, refreshToken } = await this.sessions.open(user.id, 'sms');
    return this.signedIn(user, session, refreshToken);
  }

  /** What a new session answers: its tokens and the account as the session sees it. */
  async signedIn(user: User, session: Session, refreshToken: string): Promise<SignedIn> {
    return { token: await this.accessToken(user, session), refreshToken, account: toAccount(user, session.via === 'backdoor') };
  }

  /** A new access token for a live session, and the refresh token's successor; a used-up token ends its session. */
  async refresh(refreshToken: string): Promise<Omit<SignedIn, 'account'>> {
    const refreshed = await this.sessions.refresh(refreshToken);
    const user = refreshed ? await this.users.findOneBy({ id: refreshed.session.userId }) : null;
    if (!refreshed || !user) {
      await this.sessions.endReplayed(refreshToken);
      throw new UnauthorizedException();
    }
    return { token: await this.accessToken(user, refreshed.session), refreshToken: refreshed.refreshToken };
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.end(sessionId);
  }

  private accessToken(user: User, session: Session): Promise<string> {
    const principal: Principal = {
      userId: user.id,
      partyId: user.partyId,
      name: user.name,
      roles: user.roles,
      sessionId: session.id,
      readOnly: session.via === 'backdoor',
    };
    return this.jwt.signAsync(AuthGuard.claims(principal));
  }

  async account(principal: Principal): Promise<Account> {
    const user = await this.users.findOneBy({ id: principal.userId });
    if (!user) throw new UnauthorizedException();
    return toAccount(user, principal.readOnly, principal.employeePinfl ? principal.partyId : null);
  }

  private async challenge(user: User, origin: Origin): Promise<SignInChallenge> {
    if (!user.phone) throw new HttpException({ code: 'PHONE_REQUIRED', message: MessageKeys.phoneRequired }, HttpStatus.BAD_REQUEST);
    await this.limit(SIGN_IN_LIMITS.phone, user.phone);
    const { challengeId, expiresAt } = await this.codes.issue(user.id, user.phone, 'sign-in', origin);
    return { challengeId, phone: maskPhone(user.phone), expiresAt: expiresAt.toISOString() };
  }

  /** One more wrong password, in one statement; the one that reaches the limit locks the account. */
  private async countFailure(userId: string, now: Date): Promise<Date | null> {
    const [rows] = (await this.users.query(
      `UPDATE users SET
         locked_until = CASE WHEN failed_logins + 1 >= $2 THEN $3::timestamptz END,
         failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END
       WHERE id = $1 RETURNING locked_until`,
      [userId, LOCK_AFTER, new Date(now.getTime() + LOCK_MS)],
    )) as [{ locked_until: Date | null }[], number];
    return rows[0]?.locked_until ?? null;
  }

  private locked(until: Date, now: Date): HttpException {
    return new HttpException(
      { code: 'ACCOUNT_LOCKED', message: MessageKeys.accountLocked, params: { minutes: minutesUntil(until, now) } },
      HttpStatus.FORBIDDEN,
    );
  }

  private limit(limit: Limit, key: string): Promise<void> {
    return this.limiter.enforce(limit, key);
  }
}

/** Spec §8: "code is confirmed or wrong, get the code again". */
export const codeRefused = () =>
  new HttpException({ code: 'CODE_WRONG', message: MessageKeys.codeWrongOrUsed, errors: { code: MessageKeys.codeWrongOrUsed } }, HttpStatus.BAD_REQUEST);
