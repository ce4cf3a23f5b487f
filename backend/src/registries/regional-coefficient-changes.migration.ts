import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A region's or a district's raising coefficient is reference data under four eyes (issue 19): each from its
 * own day, after today, an approved change writing its row with the change it came from.
 */
export class RegionalCoefficientChanges1767000110930 implements MigrationInterface {
  name = 'RegionalCoefficientChanges1767000110930';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE regional_rent_coefficients ADD COLUMN change_id uuid REFERENCES reference_changes (id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE regional_rent_coefficients DROP COLUMN change_id');
  }
}
