import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lists sorted by monthly payment (issue 16): one index per side in payment order, so a page is the
 * first entries of one walk of each side instead of a sort of all of a party's entries (the large party of
 * a million contracts, ~26,000 a side: 26 ms, then 0.6 ms, EXPLAIN ANALYZE). With the state and the
 * removal, a box's filter is checked in the index as well. Narrow, as every index is written again at
 * nearly every step of a contract.
 *
 * It adds indexes only: the rows stay as they are, so a register made before it needs no rebuild
 * (`noRebuild`, tests/bench/support/register.mjs).
 */
export class PaymentSort1767000103800 implements MigrationInterface {
  static readonly noRebuild = true;
  name = 'PaymentSort1767000103800';

  async up(q: QueryRunner): Promise<void> {
    for (const side of ['initiator', 'counterpart'])
      await q.query(
        `CREATE INDEX IF NOT EXISTS contract_summary_${side}_payment ON contract_summary (${side}_id, monthly_payment, id)
           INCLUDE (state, removed_at)`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const side of ['initiator', 'counterpart']) await q.query(`DROP INDEX contract_summary_${side}_payment`);
  }
}
