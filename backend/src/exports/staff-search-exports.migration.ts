import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Downloads of the staff's contract search (issue 19) share the lists' table and files; a row says whose
 * lists it is of, so that each route finds only its own (export-store.ts, ExportSource).
 */
export class StaffSearchExports1767000110985 implements MigrationInterface {
  name = 'StaffSearchExports1767000110985';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE list_exports ADD COLUMN source text NOT NULL DEFAULT 'party' CHECK (source IN ('party', 'staff'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE list_exports DROP COLUMN source');
  }
}
