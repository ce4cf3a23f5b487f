import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A legal entity's employees: people (PINFL) it attached to its TIN, who may hold its contracts. */
export class Employees1767000027000 implements MigrationInterface {
  name = 'Employees1767000027000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE employees (
        tin text NOT NULL,
        pinfl text NOT NULL,
        name text NOT NULL,
        added_at timestamptz NOT NULL,
        removed_at timestamptz,
        PRIMARY KEY (tin, pinfl)
      )`);
    await q.query('CREATE INDEX employees_by_person ON employees (pinfl) WHERE removed_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE employees');
  }
}
