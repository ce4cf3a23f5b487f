import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A year's minimum monthly rent per vehicle class is reference data under four eyes (issue 19), as the
 * premises' rates are: an approved change writes its row with the change it came from.
 */
export class VehicleRentRateChanges1767000110920 implements MigrationInterface {
  name = 'VehicleRentRateChanges1767000110920';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE vehicle_rent_rates ADD COLUMN change_id uuid REFERENCES reference_changes (id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE vehicle_rent_rates DROP COLUMN change_id');
  }
}
