import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reference-data changes under four eyes (issue 19): one member of the staff proposes, another approves or
 * rejects, both recorded with who, when and why. An approved change is written to its own table (BHM:
 * bhm_amounts) in the same transaction, with the change it came from.
 */
export class ReferenceChanges1767000110500 implements MigrationInterface {
  name = 'ReferenceChanges1767000110500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reference_changes (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        value jsonb NOT NULL,
        effective_from date NOT NULL,
        state text NOT NULL CHECK (state IN ('proposed', 'approved', 'rejected')),
        proposed_by uuid NOT NULL,
        proposed_by_name text NOT NULL,
        proposed_at timestamptz NOT NULL,
        reason text NOT NULL,
        decided_by uuid,
        decided_by_name text,
        decided_at timestamptz,
        decision_reason text,
        CHECK ((state = 'proposed') = (decided_by IS NULL)),
        CHECK (decided_by IS NULL OR decided_by <> proposed_by)
      )`);
    await q.query('CREATE INDEX reference_changes_kind ON reference_changes (kind, proposed_at DESC)');
    await q.query('ALTER TABLE bhm_amounts ADD COLUMN change_id uuid REFERENCES reference_changes (id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE bhm_amounts DROP COLUMN change_id');
    await q.query('DROP TABLE reference_changes');
  }
}
