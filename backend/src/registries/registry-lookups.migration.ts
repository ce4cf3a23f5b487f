import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every registry lookup a signed-in user makes (a company or person by TIN or PINFL, a student, a
 * cadastral object, a vehicle): who, for which party, whom or what, when. One narrow row per lookup, no
 * foreign keys to check on insert; the two indexes answer "who looked this person up" and "whom did this
 * user look up".
 */
export class RegistryLookups1767000093100 implements MigrationInterface {
  name = 'RegistryLookups1767000093100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE registry_lookups (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        looked_up_at timestamptz NOT NULL DEFAULT now(),
        user_id uuid NOT NULL,
        party_id text NOT NULL,
        employee_pinfl text,
        registry text NOT NULL CHECK (registry IN ('taxpayer', 'party', 'student', 'cadastre', 'vehicle')),
        subject text NOT NULL
      )`);
    await q.query('CREATE INDEX registry_lookups_subject ON registry_lookups (subject, looked_up_at)');
    await q.query('CREATE INDEX registry_lookups_user ON registry_lookups (user_id, looked_up_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE registry_lookups');
  }
}
