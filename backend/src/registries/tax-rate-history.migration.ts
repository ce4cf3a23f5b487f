import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tax rates get a dated history (issue 19): each rate from its own day, changed under four eyes
 * (reference-changes.ts) and never for a day already begun, so a contract's own date keeps its rate. The
 * one undated value of each code becomes its first, in force since before the portal took any contract.
 */
export class TaxRateHistory1767000110940 implements MigrationInterface {
  name = 'TaxRateHistory1767000110940';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tax_rates
        ADD COLUMN valid_from date NOT NULL DEFAULT DATE '2000-01-01',
        ADD COLUMN change_id uuid REFERENCES reference_changes (id)`);
    await q.query('ALTER TABLE tax_rates ALTER COLUMN valid_from DROP DEFAULT');
    await q.query('ALTER TABLE tax_rates DROP CONSTRAINT tax_rates_pkey, ADD PRIMARY KEY (code, valid_from)');
  }

  async down(q: QueryRunner): Promise<void> {
    // Each code keeps its first value, as it was before.
    await q.query(
      `DELETE FROM tax_rates t WHERE valid_from > (SELECT min(valid_from) FROM tax_rates f WHERE f.code = t.code)`,
    );
    await q.query('ALTER TABLE tax_rates DROP CONSTRAINT tax_rates_pkey, ADD PRIMARY KEY (code)');
    await q.query('ALTER TABLE tax_rates DROP COLUMN valid_from, DROP COLUMN change_id');
  }
}
