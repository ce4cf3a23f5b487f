import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff's search by who acted (issue 19): each step keeps its actor's kind as the search tells them
 * apart (a party, its employee, an operator, the system) and the person the event names, with an index
 * from a kind and a person to their contracts. Rows projected before are filled from their own columns;
 * they kept no employee's PINFL, so a step an employee took before reads as its entity's until the read
 * model is rebuilt (`npm run rebuild -- contract-history`).
 */
export class HistoryActedBy1767000110640 implements MigrationInterface {
  name = 'HistoryActedBy1767000110640';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_history ADD COLUMN acted_as text, ADD COLUMN acted_by text');
    await q.query(`
      UPDATE contract_history SET
        acted_as = actor_kind,
        acted_by = CASE actor_kind WHEN 'party' THEN actor_party_id WHEN 'operator' THEN actor_user_id END`);
    await q.query('ALTER TABLE contract_history ALTER COLUMN acted_as SET NOT NULL');
    await q.query('CREATE INDEX contract_history_acted_by ON contract_history (acted_as, acted_by, contract_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_history DROP COLUMN acted_as, DROP COLUMN acted_by');
  }
}
