import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The contract summary learns the whole lifecycle: pending steps, changes, cancellation, removal. */
export class ContractLifecycle1767000004000 implements MigrationInterface {
  name = 'ContractLifecycle1767000004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE contract_summary RENAME COLUMN decided_at TO state_changed_at');
    await q.query(`
      ALTER TABLE contract_summary
        ADD COLUMN initial_monthly_payment numeric(16, 2),
        ADD COLUMN previous_monthly_payment numeric(16, 2),
        ADD COLUMN change_date timestamptz,
        ADD COLUMN pending_step text,
        ADD COLUMN pending_by text,
        ADD COLUMN pending_reason text,
        ADD COLUMN pending_changes jsonb,
        ADD COLUMN pending_kind text,
        ADD COLUMN pending_agreement jsonb,
        ADD COLUMN pending_effective_year integer,
        ADD COLUMN pending_since timestamptz,
        ADD COLUMN cancellation_reason text,
        ADD COLUMN cancellation_year integer,
        ADD COLUMN removed_at timestamptz,
        ADD COLUMN removal_date date,
        ADD COLUMN removal_reason text`);
    // The expiry sweep looks for approved contracts whose end date has passed.
    await q.query(
      'CREATE INDEX contract_summary_expiring ON contract_summary (end_date) WHERE state = 20 AND removed_at IS NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX contract_summary_expiring');
    await q.query(`
      ALTER TABLE contract_summary
        DROP COLUMN initial_monthly_payment, DROP COLUMN previous_monthly_payment, DROP COLUMN change_date,
        DROP COLUMN pending_step, DROP COLUMN pending_by, DROP COLUMN pending_reason, DROP COLUMN pending_changes,
        DROP COLUMN pending_kind, DROP COLUMN pending_agreement, DROP COLUMN pending_effective_year, DROP COLUMN pending_since,
        DROP COLUMN cancellation_reason, DROP COLUMN cancellation_year, DROP COLUMN removed_at, DROP COLUMN removal_date,
        DROP COLUMN removal_reason`);
    await q.query('ALTER TABLE contract_summary RENAME COLUMN state_changed_at TO decided_at');
  }
}
