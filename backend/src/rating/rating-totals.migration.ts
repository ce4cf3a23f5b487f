import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ratings' sum and count, kept in one row beside them: the footer of every page, the landing's for
 * every visitor, shows their average, and averaging the ratings themselves read all of them (one per party
 * a month, for as long as the portal runs) on each page. A rating adds itself to the row in its own
 * statement (rating.service.ts), so the two never disagree.
 */
export class RatingTotals1767000112200 implements MigrationInterface {
  name = 'RatingTotals1767000112200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE service_rating_totals (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        score_sum bigint NOT NULL,
        ratings integer NOT NULL
      )`);
    await q.query(
      'INSERT INTO service_rating_totals (score_sum, ratings) SELECT coalesce(sum(score), 0), count(*) FROM service_ratings',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE service_rating_totals');
  }
}
