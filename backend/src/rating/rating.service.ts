import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MessageKeys, type NewRating, type RatingSummary, tashkentDate } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { Principal } from '../http/principal.js';

/**
 * Who rates: the signed-in party, or the person themselves when they act for an employer, because a
 * rating is one user's opinion of the portal, and the public summary (which ignores X-Act-For) must
 * see the same rater the rating was stored under.
 */
const raterOf = (p: Principal): string => p.employeePinfl ?? p.partyId;

@Injectable()
export class RatingService {
  constructor(
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The rating period of an instant: the calendar month in Tashkent. */
  private period(): string {
    return tashkentDate(this.clock.now()).slice(0, 7);
  }

  async rate(principal: Principal, rating: NewRating): Promise<RatingSummary> {
    // The rating and the totals' row (rating-totals.migration.ts) move in one statement, or neither does.
    const stored = (await this.db.query(
      `WITH stored AS (
         INSERT INTO service_ratings (party_id, period, score, comment, user_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (party_id, period) DO NOTHING RETURNING score
       ), counted AS (
         UPDATE service_rating_totals t SET score_sum = t.score_sum + s.score, ratings = t.ratings + 1 FROM stored s RETURNING 1
       )
       SELECT score FROM stored`,
      [raterOf(principal), this.period(), rating.score, rating.comment || null, principal.userId, this.clock.now()],
    )) as unknown[];
    if (stored.length === 0) throw new ConflictException({ code: 'ALREADY_RATED', message: MessageKeys.alreadyRated });
    return this.summary(principal);
  }

  async summary(principal: Principal | undefined): Promise<RatingSummary> {
    const period = this.period();
    const [totals] = (await this.db.query(
      `SELECT CASE WHEN ratings > 0 THEN round(score_sum::numeric / ratings, 1)::float8 END AS average, ratings AS count
         FROM service_rating_totals`,
    )) as {
      average: number | null;
      count: number;
    }[];
    const rated = principal
      ? (
          (await this.db.query('SELECT 1 FROM service_ratings WHERE party_id = $1 AND period = $2', [
            raterOf(principal),
            period,
          ])) as unknown[]
        ).length > 0
      : null;
    return { average: totals?.average ?? null, count: totals?.count ?? 0, period, rated };
  }
}
