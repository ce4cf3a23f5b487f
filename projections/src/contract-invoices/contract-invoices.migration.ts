import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invoices read model (spec §1): the fold of each contract and its months. The lessor's list walks
 * (lessor, month newest first, contract number); the open months (not issued) have their own narrower
 * index, which the due and overdue filters and the month-end reminder read.
 */
export class ContractInvoices1767000102000 implements MigrationInterface {
  name = 'ContractInvoices1767000102000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoice_contracts (
        contract_id uuid PRIMARY KEY,
        version int NOT NULL,
        fold jsonb
      )`);
    await q.query(`
      CREATE TABLE invoice_months (
        contract_id uuid NOT NULL,
        month text NOT NULL,
        lessor_id text NOT NULL,
        contract_number text NOT NULL,
        days int NOT NULL,
        days_in_month int NOT NULL,
        som_weighted numeric NOT NULL,
        bhm jsonb NOT NULL,
        invoice_number text,
        issued_amount numeric,
        issued_at timestamptz,
        PRIMARY KEY (contract_id, month)
      )`);
    await q.query(
      'CREATE INDEX invoice_months_by_lessor ON invoice_months (lessor_id, month DESC, contract_number, contract_id)',
    );
    await q.query(
      `CREATE INDEX invoice_months_open ON invoice_months (lessor_id, month DESC, contract_number, contract_id)
        WHERE invoice_number IS NULL`,
    );
    await q.query(
      'CREATE INDEX invoice_months_open_by_month ON invoice_months (month, lessor_id) WHERE invoice_number IS NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE invoice_months');
    await q.query('DROP TABLE invoice_contracts');
  }
}
