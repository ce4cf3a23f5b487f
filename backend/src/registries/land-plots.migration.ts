import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Land plots are cadastral objects with a land tax rate (so'm per m² a year); land rent is priced from it. */
export class LandPlots1767000011000 implements MigrationInterface {
  name = 'LandPlots1767000011000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE cadastral_objects ADD COLUMN land_tax_rate numeric(14, 2) CHECK (land_tax_rate >= 0)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE cadastral_objects DROP COLUMN land_tax_rate');
  }
}
