import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff audit trail (issue 19): every call of a staff route, allowed or refused, with who, when, from
 * which address, on what and why; and, once answered, its outcome. Neither table can be changed or emptied:
 * a trigger refuses UPDATE, DELETE and TRUNCATE, whoever asks, so a row once written stays as written.
 */
export class StaffAudit1767000110000 implements MigrationInterface {
  name = 'StaffAudit1767000110000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        user_id uuid NOT NULL,
        user_name text NOT NULL,
        roles text[] NOT NULL,
        permission text NOT NULL,
        allowed boolean NOT NULL,
        method text NOT NULL,
        route text NOT NULL,
        target text,
        params jsonb NOT NULL,
        reason text,
        address text NOT NULL,
        correlation_id text NOT NULL
      )`);
    await q.query('CREATE INDEX staff_audit_at ON staff_audit (at DESC, id DESC)');
    await q.query('CREATE INDEX staff_audit_user ON staff_audit (user_id, at DESC)');
    await q.query('CREATE INDEX staff_audit_target ON staff_audit (target, at DESC) WHERE target IS NOT NULL');
    await q.query(`
      CREATE TABLE staff_audit_outcomes (
        audit_id bigint PRIMARY KEY REFERENCES staff_audit (id),
        status int NOT NULL,
        at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`
      CREATE FUNCTION staff_audit_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the staff audit trail is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    for (const table of ['staff_audit', 'staff_audit_outcomes']) {
      await q.query(
        `CREATE TRIGGER ${table}_unchangeable BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION staff_audit_unchangeable()`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_not_emptied BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_unchangeable()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE staff_audit_outcomes');
    await q.query('DROP TABLE staff_audit');
    await q.query('DROP FUNCTION staff_audit_unchangeable()');
  }
}
