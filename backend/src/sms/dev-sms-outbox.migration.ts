import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the development SMS provider "sent": read by the developer (and the tests) instead of a phone. */
export class DevSmsOutbox1767000019000 implements MigrationInterface {
  name = 'DevSmsOutbox1767000019000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dev_sms_outbox (
        id text PRIMARY KEY,
        phone text NOT NULL,
        text text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX dev_sms_outbox_phone ON dev_sms_outbox (phone, sent_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE dev_sms_outbox');
  }
}
