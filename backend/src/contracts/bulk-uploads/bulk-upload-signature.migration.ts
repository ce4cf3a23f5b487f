import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bulk upload signed whole (issue 21): the SHA-256 of the file as it came and the verified signature of
 * it, which every contract its rows register carries.
 */
export class BulkUploadSignature1767000111600 implements MigrationInterface {
  name = 'BulkUploadSignature1767000111600';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE bulk_uploads ADD COLUMN sha256 text, ADD COLUMN signature jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE bulk_uploads DROP COLUMN signature, DROP COLUMN sha256');
  }
}
