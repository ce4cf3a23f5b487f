import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The link from a contract to the operative-management contract whose space it rents out. */
export class OperativeLink1767000007000 implements MigrationInterface {
  name = 'OperativeLink1767000007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_summary ADD COLUMN operative_contract_id uuid');
    // Cancelling an operative-management contract asks which contracts on its space are still in force.
    await q.query(
      'CREATE INDEX contract_summary_operative ON contract_summary (operative_contract_id) WHERE operative_contract_id IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX contract_summary_operative');
    await q.query('ALTER TABLE contract_summary DROP COLUMN operative_contract_id');
  }
}
