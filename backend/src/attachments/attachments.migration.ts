import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attached documents' files when PostgreSQL keeps them (ATTACHMENT_STORE=postgres): a megabyte a row, so
 * neither storing nor sending one holds it whole. What each file is, who attached it and its SHA-256 are
 * in the contract's events (DocumentAttached), not here.
 */
export class AttachmentChunks1767000101000 implements MigrationInterface {
  name = 'AttachmentChunks1767000101000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE attachment_chunks (
        attachment_id uuid NOT NULL,
        seq integer NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (attachment_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE attachment_chunks');
  }
}
