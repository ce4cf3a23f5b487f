import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff's search for contracts with a step by the system (issue 19) walked the register newest first
 * and asked the history of each contract. The system acts late in a contract's life (reminders before the
 * end, the expiry, a lapsed declaration), so the newest contracts rarely have such a step and the walk
 * went deeper as the register grew: on a million contracts, 214 ms at p50 and 455 ms at p95. The summary
 * row now says whether the system ever stepped on the contract, and a narrow index of just those rows in
 * the register's order gives the page at once.
 *
 * Rows projected before are filled from the history, which holds every step with its actor's kind; from
 * here on the summary's projection sets the flag itself (`noRebuild`, tests/bench/support/register.mjs).
 */
export class SystemActed1767000111800 implements MigrationInterface {
  static readonly noRebuild = true;
  name = 'SystemActed1767000111800';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_summary ADD COLUMN system_acted boolean NOT NULL DEFAULT false');
    await q.query(`
      UPDATE contract_summary c SET system_acted = true
       WHERE EXISTS (SELECT 1 FROM contract_history h WHERE h.contract_id = c.id AND h.acted_as = 'system')`);
    await q.query('CREATE INDEX contract_summary_system_acted ON contract_summary (created_at, id) WHERE system_acted');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX contract_summary_system_acted');
    await q.query('ALTER TABLE contract_summary DROP COLUMN system_acted');
  }
}
