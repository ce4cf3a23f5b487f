import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A letter of guarantee's outcome once checked after its deadline. */
export class GuaranteeStatus1767000016000 implements MigrationInterface {
  name = 'GuaranteeStatus1767000016000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_summary ADD COLUMN guarantee_status text');
    // The sweep looks for letters of guarantee past their deadline that nobody has checked yet.
    await q.query(
      "CREATE INDEX contract_summary_guarantee_due ON contract_summary (((details -> 'guarantee' ->> 'deadline'))) WHERE kind = 'LETTER_OF_GUARANTEE' AND guarantee_status IS NULL",
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX contract_summary_guarantee_due');
    await q.query('ALTER TABLE contract_summary DROP COLUMN guarantee_status');
  }
}
