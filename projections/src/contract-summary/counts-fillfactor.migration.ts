import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Room on each page of the party counts for new versions of its rows: a count changes with nearly every
 * step, and with the room an update stays on its page (a HOT update) instead of adding an index entry.
 * A rebuild, which moves the same counts in one long transaction, then finds each row on its own page
 * instead of through an index grown with every version (its counts took some 40 % less time, measured
 * with tests/bench/rebuild.mjs).
 */
export class CountsFillfactor1767000096500 implements MigrationInterface {
  name = 'CountsFillfactor1767000096500';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE party_contract_counts SET (fillfactor = 30)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE party_contract_counts RESET (fillfactor)');
  }
}
