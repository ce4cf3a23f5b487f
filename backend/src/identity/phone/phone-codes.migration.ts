import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time codes serve two purposes now: signing in, and confirming a phone (spec §5: a phone moves
 * from unconfirmed to confirmed). A phone code names the number it was sent to.
 */
export class PhoneCodes1767000023000 implements MigrationInterface {
  name = 'PhoneCodes1767000023000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE sign_in_challenges RENAME TO one_time_codes');
    await q.query(
      `ALTER TABLE one_time_codes ADD COLUMN purpose text NOT NULL DEFAULT 'sign-in' CHECK (purpose IN ('sign-in', 'phone')), ADD COLUMN phone text`,
    );
    await q.query('DROP INDEX sign_in_challenges_open');
    await q.query('CREATE INDEX one_time_codes_open ON one_time_codes (user_id, purpose) WHERE closed_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX one_time_codes_open');
    await q.query('ALTER TABLE one_time_codes DROP COLUMN purpose, DROP COLUMN phone');
    await q.query('ALTER TABLE one_time_codes RENAME TO sign_in_challenges');
    await q.query('CREATE INDEX sign_in_challenges_open ON sign_in_challenges (user_id) WHERE closed_at IS NULL');
  }
}
