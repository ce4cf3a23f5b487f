import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The files kept for an upload whose step is not yet recorded (upload-ledger.ts): a row from before the
 * first byte is kept until the DocumentAttached event names the file or the file is removed. A row left
 * behind by a process killed in between is what the daily sweep finds.
 */
export class AttachmentUploads1767000102000 implements MigrationInterface {
  name = 'AttachmentUploads1767000102000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE attachment_uploads (
        attachment_id uuid PRIMARY KEY,
        contract_id uuid NOT NULL,
        started_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX attachment_uploads_started ON attachment_uploads (started_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE attachment_uploads');
  }
}
