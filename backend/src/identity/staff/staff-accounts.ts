import { Injectable, NotFoundException } from '@nestjs/common';
import type { StaffAccount } from '@rent/domain';
import { DataSource } from 'typeorm';
import { RateLimiter } from '../../redis/rate-limiter.js';
import { maskPhone } from '../../sms/sms-jobs.js';
import { Sessions } from '../sessions/sessions.js';
import { SIGN_IN_LIMITS } from '../sign-in/sign-in-limits.js';

/** How much of a user's history the screen shows: the latest of each. */
const LATEST = 20;
/**
 * Live sessions are all shown, up to this many (they expire on their own): a supervisor ending the
 * suspicious ones must see every one, not the latest twenty.
 */
const LIVE_SESSIONS = 100;

const iso = (at: Date | null) => (at ? at.toISOString() : null);
/** The key the sign-in counts a login's wrong passwords under (auth.service.ts). */
const limitKey = (loginType: string, login: string) => `${loginType}:${login}`;

/** A user's row as the screen reads it. */
interface UserRow {
  id: string;
  login_type: string;
  login: string;
  name: string;
  roles: string[];
  phone: string | null;
  phone_confirmed_at: Date | null;
}

/**
 * A user as the staff's accounts screen reads them (issue 19, screen 5), and what the staff may do to
 * them: clear the count of wrong passwords that slows a login down, or end a session.
 */
@Injectable()
export class StaffAccounts {
  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    private readonly sessions: Sessions,
  ) {}

  async find(login: string): Promise<StaffAccount[]> {
    const users = (await this.db.query(
      `SELECT id, login_type, login, name, roles, phone, phone_confirmed_at FROM users WHERE login = $1`,
      [login],
    )) as UserRow[];
    return Promise.all(users.map((u) => this.view(u)));
  }

  private async view(u: UserRow): Promise<StaffAccount> {
    const [standing, sessions, codes, sms] = await Promise.all([
      this.limiter.standing(SIGN_IN_LIMITS.loginFailures, limitKey(u.login_type, u.login)),
      this.db.query(
        `SELECT id, via, created_at, refreshed_at, expires_at, operator_id FROM sessions
          WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT ${LIVE_SESSIONS}`,
        [u.id],
      ) as Promise<
        {
          id: string;
          via: string;
          created_at: Date;
          refreshed_at: Date | null;
          expires_at: Date;
          operator_id: string | null;
        }[]
      >,
      this.db.query(
        `SELECT purpose, address, created_at, closed_at, tries FROM one_time_codes
          WHERE user_id = $1 ORDER BY created_at DESC LIMIT ${LATEST}`,
        [u.id],
      ) as Promise<
        { purpose: string; address: string | null; created_at: Date; closed_at: Date | null; tries: number }[]
      >,
      u.phone
        ? (this.db.query(
            `SELECT sms_id, gateway, outcome, attempt, reason, at FROM sms_deliveries WHERE phone = $1 ORDER BY at DESC, id DESC LIMIT ${LATEST}`,
            [u.phone],
          ) as Promise<
            { sms_id: string; gateway: string; outcome: string; attempt: number; reason: string | null; at: Date }[]
          >)
        : Promise.resolve([]),
    ]);
    return {
      userId: u.id,
      loginType: u.login_type,
      login: u.login,
      name: u.name,
      roles: u.roles,
      phone: u.phone ? maskPhone(u.phone) : null,
      phoneConfirmed: u.phone_confirmed_at !== null,
      signIn: {
        wrongPasswords: standing.hits,
        limit: standing.limit,
        slowedDown: standing.hits >= standing.limit,
        secondsLeft: standing.hits > 0 ? standing.secondsLeft : null,
      },
      sessions: sessions.map((s) => ({
        id: s.id,
        via: s.via,
        createdAt: s.created_at.toISOString(),
        refreshedAt: iso(s.refreshed_at),
        expiresAt: s.expires_at.toISOString(),
        operatorId: s.operator_id,
      })),
      codes: codes.map((c) => ({
        purpose: c.purpose,
        address: c.address,
        createdAt: c.created_at.toISOString(),
        closedAt: iso(c.closed_at),
        codeTries: c.tries,
      })),
      sms: sms.map((m) => ({
        smsId: m.sms_id,
        gateway: m.gateway,
        outcome: m.outcome,
        attempt: m.attempt,
        reason: m.reason,
        at: m.at.toISOString(),
      })),
    };
  }

  /** Clears the login's count of wrong passwords: its sign-ins are no longer slowed down. */
  async clearWrongPasswords(userId: string): Promise<void> {
    const { login_type, login } = await this.loginOf(userId);
    await this.limiter.clear(SIGN_IN_LIMITS.loginFailures, limitKey(login_type, login));
  }

  /** Ends one of the user's sessions; its tokens are refused from the next request on. */
  async endSession(userId: string, sessionId: string): Promise<void> {
    const [row] = (await this.db.query('SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND ended_at IS NULL', [
      sessionId,
      userId,
    ])) as unknown[];
    if (!row) throw new NotFoundException();
    await this.sessions.end(sessionId);
  }

  private async loginOf(userId: string): Promise<{ login_type: string; login: string }> {
    const [row] = (await this.db.query('SELECT login_type, login FROM users WHERE id = $1', [userId])) as {
      login_type: string;
      login: string;
    }[];
    if (!row) throw new NotFoundException();
    return row;
  }
}
