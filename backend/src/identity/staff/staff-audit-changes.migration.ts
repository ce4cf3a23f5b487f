import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a staff call changed, beside its audit row (issue 19: a person's staff roles, before and after).
 * The row is written before the handler runs and cannot be updated, so the change joins it here, in the
 * handler's own transaction: a change is recorded exactly when it is made. Append-only as the trail is.
 */
export class StaffAuditChanges1767000110800 implements MigrationInterface {
  name = 'StaffAuditChanges1767000110800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_audit_changes (
        audit_id bigint PRIMARY KEY REFERENCES staff_audit (id),
        before text[] NOT NULL,
        after text[] NOT NULL
      )`);
    await q.query(
      `CREATE TRIGGER staff_audit_changes_unchangeable BEFORE UPDATE OR DELETE ON staff_audit_changes FOR EACH ROW EXECUTE FUNCTION staff_audit_unchangeable()`,
    );
    await q.query(
      `CREATE TRIGGER staff_audit_changes_not_emptied BEFORE TRUNCATE ON staff_audit_changes FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_unchangeable()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE staff_audit_changes');
  }
}
