import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContractHolders1767000026000 implements MigrationInterface {
  name = 'ContractHolders1767000026000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contract_holders (
        contract_id uuid NOT NULL,
        party_id text NOT NULL,
        pinfl text NOT NULL,
        PRIMARY KEY (contract_id, party_id, pinfl)
      )`);
    await q.query('CREATE INDEX contract_holders_by_employee ON contract_holders (party_id, pinfl)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contract_holders');
  }
}
