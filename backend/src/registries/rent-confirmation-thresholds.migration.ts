import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rent above which a form asks the lessor to confirm the sum (spec §5) gets a dated history, as BHM
 * has: each value from its own day, changed under four eyes (reference-changes.ts) and never for a day
 * already begun. The one undated value of portal_settings becomes the first, in force since before the
 * portal took any contract; portal_settings held nothing else and goes.
 */
export class RentConfirmationThresholds1767000110600 implements MigrationInterface {
  name = 'RentConfirmationThresholds1767000110600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rent_confirmation_thresholds (
        valid_from date PRIMARY KEY,
        amount numeric(16, 2) NOT NULL CHECK (amount >= 0),
        change_id uuid REFERENCES reference_changes (id)
      )`);
    await q.query(`
      INSERT INTO rent_confirmation_thresholds (valid_from, amount)
      SELECT DATE '2000-01-01', value FROM portal_settings WHERE code = 'RENT_CONFIRMATION_THRESHOLD'`);
    await q.query('DROP TABLE portal_settings');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE portal_settings (
        code text PRIMARY KEY,
        value numeric(16, 2) NOT NULL CHECK (value >= 0),
        note text NOT NULL
      )`);
    await q.query(
      `INSERT INTO portal_settings (code, value, note)
       SELECT 'RENT_CONFIRMATION_THRESHOLD', amount, $1 FROM rent_confirmation_thresholds ORDER BY valid_from LIMIT 1`,
      ['Monthly rent (so‘m) above which the form asks the lessor to confirm the sum; set by the committee'],
    );
    await q.query('DROP TABLE rent_confirmation_thresholds');
  }
}
