import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back-office's dashboard counts the contracts that have waited longer than some days for the other
 * party's confirmation (issue 19): a narrow index of just those, in the order they were registered, so
 * the count does not walk the register. It adds an index only (`noRebuild`).
 */
export class PendingSince1767000110300 implements MigrationInterface {
  static readonly noRebuild = true;
  name = 'PendingSince1767000110300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE INDEX IF NOT EXISTS contract_summary_pending ON contract_summary (created_at) WHERE state = 10 AND removed_at IS NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX contract_summary_pending');
  }
}
