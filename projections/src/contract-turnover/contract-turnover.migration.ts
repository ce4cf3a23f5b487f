import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The commodity turnover read model of warehouse contracts: one row per contract and year. */
export class ContractTurnover1767000017000 implements MigrationInterface {
  name = 'ContractTurnover1767000017000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contract_turnovers (
        contract_id uuid NOT NULL,
        year int NOT NULL,
        amount numeric(18, 2) NOT NULL CHECK (amount >= 0),
        rate_percent numeric(5, 2) NOT NULL,
        fee numeric(18, 2) NOT NULL,
        minimum_amount numeric(18, 2) NOT NULL,
        due numeric(18, 2) NOT NULL,
        recorded_by text NOT NULL,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (contract_id, year)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contract_turnovers');
  }
}
