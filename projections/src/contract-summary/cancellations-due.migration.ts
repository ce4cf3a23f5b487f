import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily sweep and a restore after Redis lost its jobs look for contracts still in force that were
 * accepted as cancelled from a year: few rows, so a small partial index finds them without a scan.
 */
export class CancellationsDue1767000099000 implements MigrationInterface {
  name = 'CancellationsDue1767000099000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE INDEX contract_summary_cancelling ON contract_summary (cancellation_year) WHERE state = 20 AND removed_at IS NULL AND cancellation_year IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX contract_summary_cancelling');
  }
}
