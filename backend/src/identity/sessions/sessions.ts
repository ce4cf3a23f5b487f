import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { PhoneStanding } from '../../http/principal.js';

/**
 * How a session began: the password and the SMS code, the password and the app's approval, the outside
 * identity provider, or an operator's read-only backdoor entry.
 */
export type SessionVia = 'sms' | 'app' | 'oidc' | 'backdoor';

export interface Session {
  id: string;
  userId: string;
  via: SessionVia;
  /** The operator behind a backdoor session. */
  operatorId: string | null;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/**
 * Sessions behind the short-lived access tokens. A refresh token works once: using it gives a new one
 * (rotation), and the used one is kept (hashed) as spent. Any spent token used again, however many
 * rotations ago, means it was copied, and the whole session ends with every token of it. A session also
 * ends at logout and after SESSION_TTL_SECONDS whatever the refreshes.
 *
 * Sessions run on the wall clock, as the access token's expiry does (jsonwebtoken reads it), not on the
 * portal's business clock: a test that moves business time months ahead keeps its users signed in.
 */
@Injectable()
export class Sessions {
  private readonly ttlMs: number;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ttlMs = config.SESSION_TTL_SECONDS * 1000;
  }

  /** A new session; `db` lets a caller open it in its own transaction (the backdoor records its entry with it). */
  async open(
    userId: string,
    via: SessionVia,
    operatorId: string | null = null,
    db: Pick<DataSource, 'query'> = this.db,
  ): Promise<{ session: Session; refreshToken: string }> {
    const id = randomUUID();
    const refreshToken = newRefreshToken();
    const now = new Date();
    await db.query(
      'INSERT INTO sessions (id, user_id, refresh_hash, via, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [id, userId, hash(refreshToken), via, operatorId, now, new Date(now.getTime() + this.ttlMs)],
    );
    return { session: { id, userId, via, operatorId }, refreshToken };
  }

  /**
   * The session of a refresh token, with the token's successor; null if it is unknown, spent or ended.
   * One statement rotates the token and records the old one as spent: two uses at once cannot both
   * pass, and the loser finds it spent.
   */
  async refresh(refreshToken: string): Promise<{ session: Session; refreshToken: string } | null> {
    const now = new Date();
    const next = newRefreshToken();
    const rows = (await this.db.query(
      `WITH rotated AS (
         UPDATE sessions SET refresh_hash = $2, refreshed_at = $3
          WHERE refresh_hash = $1 AND ended_at IS NULL AND expires_at > $3
          RETURNING id, user_id, via, operator_id
       ), spent AS (
         INSERT INTO spent_refresh_tokens (hash, session_id, spent_at) SELECT $1, id, $3 FROM rotated
       )
       SELECT id, user_id, via, operator_id FROM rotated`,
      [hash(refreshToken), hash(next), now],
    )) as { id: string; user_id: string; via: SessionVia; operator_id: string | null }[];
    const row = rows[0];
    if (row)
      return {
        session: { id: row.id, userId: row.user_id, via: row.via, operatorId: row.operator_id },
        refreshToken: next,
      };
    return null;
  }

  /**
   * A refresh token already spent: whoever holds it copied it, or the one who copied it refreshed first.
   * Either way the session is no longer safe and ends. Called after `refresh` said no.
   */
  async endReplayed(refreshToken: string): Promise<void> {
    await this.db.query(
      'UPDATE sessions SET ended_at = $2 WHERE id = (SELECT session_id FROM spent_refresh_tokens WHERE hash = $1) AND ended_at IS NULL',
      [hash(refreshToken), new Date()],
    );
  }

  async end(sessionId: string): Promise<void> {
    await this.db.query('UPDATE sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [
      sessionId,
      new Date(),
    ]);
  }

  /**
   * Ends every live session of a user, the backdoor sessions they opened as an operator too: their roles
   * changed, and tokens carry roles, so they sign in again to carry the new ones. How many ended.
   */
  async endAllOf(userId: string, db: Pick<DataSource, 'query'> = this.db): Promise<number> {
    const [, ended] = (await db.query(
      `UPDATE sessions SET ended_at = $2 WHERE (user_id = $1 OR operator_id = $1) AND ended_at IS NULL AND expires_at > $2`,
      [userId, new Date()],
    )) as [unknown[], number];
    return ended;
  }

  /**
   * A session that has not ended nor expired, with where its account's phone stands: every request asks,
   * and the two steps that need a confirmed phone then need no query of their own. Null for any other.
   */
  async live(sessionId: string): Promise<{ phone: PhoneStanding } | null> {
    const rows = (await this.db.query(
      `SELECT CASE WHEN u.phone IS NULL THEN 'none' WHEN u.phone_confirmed_at IS NULL THEN 'unconfirmed' ELSE 'confirmed' END AS phone
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.ended_at IS NULL AND s.expires_at > $2`,
      [sessionId, new Date()],
    )) as { phone: PhoneStanding }[];
    return rows[0] ?? null;
  }
}
