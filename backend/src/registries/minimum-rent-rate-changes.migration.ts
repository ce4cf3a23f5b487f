import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A year's minimum-rent rate per zone and use is reference data under four eyes (issue 19): an approved
 * change writes its row with the change it came from. Only a year after the current one is proposed, so
 * the rate a contract of an earlier year used is never rewritten.
 */
export class MinimumRentRateChanges1767000110910 implements MigrationInterface {
  name = 'MinimumRentRateChanges1767000110910';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE minimum_rent_rates ADD COLUMN change_id uuid REFERENCES reference_changes (id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE minimum_rent_rates DROP COLUMN change_id');
  }
}
