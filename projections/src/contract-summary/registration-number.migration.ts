import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The portal's registration number of each contract (registration-number.ts in domain), as its events
 * carry it: unique (the index is also the direct lookup by number), and null only for a contract
 * registered before the portal numbered contracts, until the system numbers it (a partial index finds
 * those, oldest first). The search rows take the number when it comes (contract-search.ts); the rows
 * already there hold no number yet, so their text stays as it is.
 */
export class RegistrationNumber1767000101000 implements MigrationInterface {
  name = 'RegistrationNumber1767000101000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_summary ADD COLUMN registration_number text');
    await q.query('CREATE UNIQUE INDEX contract_summary_registration_number ON contract_summary (registration_number)');
    await q.query(
      'CREATE INDEX contract_summary_unnumbered ON contract_summary (created_at, id) WHERE registration_number IS NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX contract_summary_unnumbered');
    await q.query('DROP INDEX contract_summary_registration_number');
    await q.query('ALTER TABLE contract_summary DROP COLUMN registration_number');
  }
}
