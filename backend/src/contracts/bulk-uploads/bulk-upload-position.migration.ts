import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The log position of an upload's last registration: its status answers it, so that the lists read after
 * it (X-Read-After) show every contract the upload registered, as after a registration by the form.
 */
export class BulkUploadPosition1767000111700 implements MigrationInterface {
  name = 'BulkUploadPosition1767000111700';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE bulk_uploads ADD COLUMN position text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE bulk_uploads DROP COLUMN position');
  }
}
