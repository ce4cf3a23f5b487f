import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The backdoor (spec §2 `/backdoor/by-tin/{tin}`): an operator entering as a taxpayer, read-only. Every
 * entry is recorded with who, when and why; the session names the operator behind it.
 */
export class Backdoor1767000022000 implements MigrationInterface {
  name = 'Backdoor1767000022000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE sessions ADD COLUMN operator_id uuid REFERENCES users (id)');
    await q.query(`
      CREATE TABLE backdoor_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        operator_id uuid NOT NULL REFERENCES users (id),
        operator_name text NOT NULL,
        tin text NOT NULL,
        reason text NOT NULL,
        session_id uuid NOT NULL REFERENCES sessions (id),
        entered_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX backdoor_entries_at ON backdoor_entries (entered_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE backdoor_entries');
    await q.query('ALTER TABLE sessions DROP COLUMN operator_id');
  }
}
