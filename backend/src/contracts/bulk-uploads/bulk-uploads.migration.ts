import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bulk uploads of contracts (issue 21): the file and its progress, and each registered row's contract by
 * the party's own row id, unique, so that uploading a row again never registers it twice.
 */
export class BulkUploads1767000111100 implements MigrationInterface {
  name = 'BulkUploads1767000111100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bulk_uploads (
        id uuid PRIMARY KEY,
        party_id text NOT NULL,
        principal jsonb NOT NULL,
        csv text,
        state text NOT NULL CHECK (state IN ('waiting', 'running', 'done', 'failed')),
        total integer NOT NULL DEFAULT 0,
        processed integer NOT NULL DEFAULT 0,
        registered integer NOT NULL DEFAULT 0,
        already_registered integer NOT NULL DEFAULT 0,
        refused integer NOT NULL DEFAULT 0,
        errors jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE bulk_upload_rows (
        party_id text NOT NULL,
        row_id text NOT NULL,
        contract_id uuid NOT NULL,
        upload_id uuid NOT NULL,
        line integer NOT NULL,
        PRIMARY KEY (party_id, row_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE bulk_upload_rows');
    await q.query('DROP TABLE bulk_uploads');
  }
}
