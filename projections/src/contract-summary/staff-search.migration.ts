import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff's search of the whole register (issue 19, backend/src/operator/staff-contract-search.ts): its
 * default order is the register's order of registration, newest first, and a search narrowed only by a
 * kind, a state or a period walks it from the newest end. Without it, such a page sorted every one of a
 * million rows.
 *
 * It adds an index only: the rows stay as they are (`noRebuild`, tests/bench/support/register.mjs).
 */
export class StaffSearch1767000110100 implements MigrationInterface {
  static readonly noRebuild = true;
  name = 'StaffSearch1767000110100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX IF NOT EXISTS contract_summary_created ON contract_summary (created_at, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX contract_summary_created');
  }
}
