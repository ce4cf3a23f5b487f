import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PendingSignIn } from '@rent/domain';
import { CLOCK, type Clock } from '../../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { maskPhone } from '../../sms/sms-jobs.js';
import { SmsService } from '../../sms/sms.service.js';

/** How long a code holds, and how many wrong tries it takes before it is spent. */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_TRIES = 5;

/** What a code is for: signing in, or confirming the phone it was sent to. */
export type CodePurpose = 'sign-in' | 'phone';

/** Where a sign-in was asked from, as the approving device shows it. */
export interface Origin {
  address: string;
  userAgent: string;
}

/** Where a sign-in challenge stands, for the browser that waits on it. */
export type ChallengeState = { state: 'pending' | 'refused' | 'expired' } | { state: 'approved'; userId: string };

/**
 * Who may use a challenge: the browser that started a sign-in (the hash of its secret cookie; null when
 * the request carries none), or the signed-in account that asked for a phone code. Anyone else finds no
 * challenge, so cannot spend its tries or take what it leads to.
 */
export type ChallengeOwner = { browser: string | null } | { userId: string };

/** The outcome of a try: the account, the number the code went to and, for a phone change, the number it replaces; or no. */
export type CodeCheck = { ok: true; userId: string; phone: string | null; oldPhone: string | null } | { ok: false };

/** What else a challenge holds: where a sign-in came from and its browser; for a phone change, the number it replaces. */
export interface IssueOptions {
  origin?: Origin;
  browser?: string;
  oldPhone?: string;
}

const TEXTS: Record<CodePurpose, (code: string) => string> = {
  'sign-in': (code) =>
    `ijara.soliq.uz: kirish kodi ${code}. Uni hech kimga bermang. / Код входа ${code}. Никому его не сообщайте.`,
  phone: (code) => `ijara.soliq.uz: telefonni tasdiqlash kodi ${code}. / Код подтверждения телефона ${code}.`,
};

/** To the number a phone change replaces: its own code, and what to do if the change is not the holder's. */
const oldPhoneText = (code: string, newPhone: string) =>
  `ijara.soliq.uz: raqamingizni ${maskPhone(newPhone)} ga almashtirish soʻraldi, tasdiqlash kodi ${code}. Bu siz boʻlmasangiz, kodni hech kimga bermang. / ` +
  `Запрошена смена вашего номера на ${maskPhone(newPhone)}, код подтверждения ${code}. Если это не вы, никому его не сообщайте.`;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * One-time codes sent by SMS: six random digits, kept only as an HMAC (keyed with the server's secret and
 * bound to its challenge), valid five minutes and five tries, one open code per account and purpose (a new
 * one closes the old). A phone change has two codes, one to the new number and one to the number it
 * replaces; both must be right in the same try.
 */
@Injectable()
export class OneTimeCodes {
  private readonly key: string;

  constructor(
    private readonly db: DataSource,
    private readonly sms: SmsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = config.JWT_SECRET;
  }

  /**
   * Opens a challenge and sends its code to the phone (and, for a phone change, a second code to the
   * number it replaces); answers the challenge and its end.
   */
  async issue(
    userId: string,
    phone: string,
    purpose: CodePurpose,
    options: IssueOptions = {},
  ): Promise<{ challengeId: string; expiresAt: Date }> {
    const { origin, browser, oldPhone } = options;
    const challengeId = randomUUID();
    const code = newCode();
    const oldCode = oldPhone ? newCode() : null;
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await this.db.transaction(async (em) => {
      // One issue at a time per account and purpose: two at once would each close only the codes committed
      // before them and leave the other's open, each with its five tries.
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`one-time-code:${userId}:${purpose}`]);
      await em.query(
        'UPDATE one_time_codes SET closed_at = $3 WHERE user_id = $1 AND purpose = $2 AND closed_at IS NULL',
        [userId, purpose, now],
      );
      await em.query(
        `INSERT INTO one_time_codes (id, user_id, purpose, phone, code_hash, expires_at, created_at, address, user_agent, browser_hash, old_phone, old_code_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          challengeId,
          userId,
          purpose,
          phone,
          this.hash(challengeId, code),
          expiresAt,
          now,
          origin?.address ?? null,
          origin?.userAgent.slice(0, 300) ?? null,
          browser ?? null,
          oldPhone ?? null,
          oldCode === null ? null : this.hash(`${challengeId}:old`, oldCode),
        ],
      );
    });
    await this.sms.send(phone, TEXTS[purpose](code));
    if (oldPhone && oldCode) await this.sms.send(oldPhone, oldPhoneText(oldCode, phone));
    return { challengeId, expiresAt };
  }

  /**
   * A try of a code (and of the old number's code, where the challenge has one): right once (the challenge
   * closes), wrong up to five times (the fifth closes it). An expired, closed, unknown, other-purpose or
   * someone else's challenge is simply wrong, and its tries are left alone: the user asks for a new code.
   */
  async check(
    challengeId: string,
    purpose: CodePurpose,
    owner: ChallengeOwner,
    code: string,
    oldCode?: string,
  ): Promise<CodeCheck> {
    const [column, value]: [string, string | null] =
      'browser' in owner ? ['browser_hash', owner.browser] : ['user_id', owner.userId];
    if (value === null) return { ok: false };
    const now = this.clock.now();
    // The row is locked: two tries at once cannot both pass one code or both count as the fifth.
    return this.db.transaction(async (em) => {
      const [row] = (await em.query(
        `SELECT user_id, phone, old_phone, code_hash, old_code_hash, tries FROM one_time_codes
          WHERE id = $1 AND purpose = $2 AND closed_at IS NULL AND expires_at > $3 AND ${column} = $4 FOR UPDATE`,
        [challengeId, purpose, now, value],
      )) as {
        user_id: string;
        phone: string | null;
        old_phone: string | null;
        code_hash: string;
        old_code_hash: string | null;
        tries: number;
      }[];
      if (!row) return { ok: false };
      const right =
        same(row.code_hash, this.hash(challengeId, code)) &&
        (row.old_code_hash === null || same(row.old_code_hash, this.hash(`${challengeId}:old`, oldCode ?? '')));
      const spent = right || row.tries + 1 >= CODE_TRIES;
      await em.query(
        'UPDATE one_time_codes SET tries = tries + 1, closed_at = CASE WHEN $2 THEN $3::timestamptz END WHERE id = $1',
        [challengeId, spent, now],
      );
      return right ? { ok: true, userId: row.user_id, phone: row.phone, oldPhone: row.old_phone } : { ok: false };
    });
  }

  /** The account of a sign-in challenge still open that this browser started (to send it a fresh code), or null. */
  async signInAccountOf(challengeId: string, browser: string | null): Promise<string | null> {
    if (browser === null) return null;
    const [row] = (await this.db.query(
      "SELECT user_id FROM one_time_codes WHERE id = $1 AND purpose = 'sign-in' AND closed_at IS NULL AND browser_hash = $2",
      [challengeId, browser],
    )) as { user_id: string }[];
    return row?.user_id ?? null;
  }

  /** The account's sign-ins waiting now: what its other signed-in devices offer to approve. */
  async pendingSignIns(userId: string): Promise<PendingSignIn[]> {
    const rows = (await this.db.query(
      `SELECT id, created_at, address, user_agent FROM one_time_codes
        WHERE user_id = $1 AND purpose = 'sign-in' AND closed_at IS NULL AND approved_at IS NULL AND expires_at > $2
        ORDER BY created_at DESC LIMIT 5`,
      [userId, this.clock.now()],
    )) as { id: string; created_at: Date; address: string | null; user_agent: string | null }[];
    return rows.map((r) => ({
      challengeId: r.id,
      createdAt: r.created_at.toISOString(),
      address: r.address,
      userAgent: r.user_agent,
    }));
  }

  /** Approves or refuses a pending sign-in of the same account; false if there is no such sign-in waiting. */
  async decide(userId: string, challengeId: string, approve: boolean): Promise<boolean> {
    const now = this.clock.now();
    const [, affected] = (await this.db.query(
      `UPDATE one_time_codes SET ${approve ? 'approved_at = $3' : 'refused_at = $3, closed_at = $3'}
        WHERE id = $1 AND user_id = $2 AND purpose = 'sign-in' AND closed_at IS NULL AND approved_at IS NULL AND expires_at > $3`,
      [challengeId, userId, now],
    )) as [unknown, number];
    return affected > 0;
  }

  /**
   * Where a sign-in stands, for the browser that started it. An approved one is handed over once: this
   * call closes it. Knowing the challenge is not enough (the approving devices list it): only the browser
   * holding the secret it was bound to gets the session; to any other it does not exist.
   */
  async takeApproved(challengeId: string, browser: string | null): Promise<ChallengeState> {
    if (browser === null) return { state: 'expired' };
    const now = this.clock.now();
    const [taken] = (await this.db.query(
      `UPDATE one_time_codes SET closed_at = $2
        WHERE id = $1 AND purpose = 'sign-in' AND browser_hash = $3 AND approved_at IS NOT NULL AND closed_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [challengeId, now, browser],
    )) as [{ user_id: string }[], number];
    if (taken[0]) return { state: 'approved', userId: taken[0].user_id };
    const [row] = (await this.db.query(
      "SELECT refused_at, closed_at, expires_at FROM one_time_codes WHERE id = $1 AND purpose = 'sign-in' AND browser_hash = $2",
      [challengeId, browser],
    )) as {
      refused_at: Date | null;
      closed_at: Date | null;
      expires_at: Date;
    }[];
    if (row?.refused_at) return { state: 'refused' };
    if (!row || row.closed_at || row.expires_at <= now) return { state: 'expired' };
    return { state: 'pending' };
  }

  private hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${challengeId}:${code}`).digest('hex');
  }
}

const same = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));
