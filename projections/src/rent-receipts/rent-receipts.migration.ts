import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rent receipts read model (issue 21). A contract's receipts are read by contract and month; a lessor's
 * statement of a year by lessor and month, so both walk an index to exactly their rows.
 */
export class RentReceipts1767000111500 implements MigrationInterface {
  name = 'RentReceipts1767000111500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rent_receipts (
        receipt_id uuid PRIMARY KEY,
        contract_id uuid NOT NULL,
        number text NOT NULL,
        lessor_id text NOT NULL,
        lessor_type text NOT NULL,
        lessee_id text NOT NULL,
        month text NOT NULL,
        amount numeric(16, 2) NOT NULL,
        paid_on date NOT NULL,
        method text NOT NULL,
        state text NOT NULL,
        issued_at timestamptz NOT NULL,
        issued_by text NOT NULL,
        dispute_reason text,
        disputed_at timestamptz,
        annul_reason text,
        annulled_at timestamptz,
        version int NOT NULL
      )`);
    await q.query('CREATE INDEX rent_receipts_contract ON rent_receipts (contract_id, month)');
    await q.query(
      'CREATE INDEX rent_receipts_lessor ON rent_receipts (lessor_id, month) INCLUDE (contract_id, amount, state)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rent_receipts');
  }
}
