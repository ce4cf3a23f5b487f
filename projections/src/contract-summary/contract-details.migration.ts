import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a service kind adds to a contract's terms (the students of student rent), shown with it. */
export class ContractDetails1767000010500 implements MigrationInterface {
  name = 'ContractDetails1767000010500';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_summary ADD COLUMN details jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_summary DROP COLUMN details');
  }
}
