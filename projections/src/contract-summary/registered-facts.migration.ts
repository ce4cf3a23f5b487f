import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The parties and the object as registered (domain registered-facts.ts), for the contract's own page and
 * its public view. Rows projected before stay null until the read model is rebuilt; their events hold
 * only the names the row has anyway.
 */
export class RegisteredFacts1767000103700 implements MigrationInterface {
  name = 'RegisteredFacts1767000103700';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_summary ADD COLUMN registered jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_summary DROP COLUMN registered');
  }
}
