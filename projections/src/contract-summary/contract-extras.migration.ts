import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The contract's payment type, notes and the day its documents were drawn up (spec §3). Rows of older
 * contracts stay null, as their events name none.
 */
export class ContractExtras1767000103500 implements MigrationInterface {
  name = 'ContractExtras1767000103500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE contract_summary ADD COLUMN payment_type text, ADD COLUMN notes text, ADD COLUMN documents_date date',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE contract_summary DROP COLUMN payment_type, DROP COLUMN notes, DROP COLUMN documents_date',
    );
  }
}
