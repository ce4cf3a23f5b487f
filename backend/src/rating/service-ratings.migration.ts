import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The service rating (spec §1): a party scores the portal 1 to 5, with an optional comment, at most once
 * per calendar month in Tashkent. The primary key is that rule, so two racing requests cannot both count.
 */
export class ServiceRatings1767000041300 implements MigrationInterface {
  name = 'ServiceRatings1767000041300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE service_ratings (
        party_id text NOT NULL,
        period text NOT NULL CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
        comment text CHECK (char_length(comment) <= 500),
        user_id text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (party_id, period)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE service_ratings');
  }
}
