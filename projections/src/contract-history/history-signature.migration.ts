import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The document history keeps who signed each step, and with which certificate. */
export class HistorySignature1767000018000 implements MigrationInterface {
  name = 'HistorySignature1767000018000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_history ADD COLUMN signature jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_history DROP COLUMN signature');
  }
}
