import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Foreign companies registered as non-resident taxpayers (rent to a foreign company needs one). */
export class NonResidentTaxpayers1767000012000 implements MigrationInterface {
  name = 'NonResidentTaxpayers1767000012000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE taxpayers ADD COLUMN resident boolean NOT NULL DEFAULT true, ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE taxpayers DROP COLUMN resident, DROP COLUMN country');
  }
}
