import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SMS notices (a phone changed, invoices due, a lessee's declaration), kept until their gateway took
 * them or gave them up, so that a Redis emptied or away while they wait loses none (sms-notices.ts). A
 * row stays a month after it is done, so that the same notice asked for again is not sent twice.
 */
export class SmsNotices1767000111800 implements MigrationInterface {
  name = 'SmsNotices1767000111800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sms_notices (
        id text PRIMARY KEY,
        phone text NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        done_at timestamptz
      )`);
    await q.query('CREATE INDEX sms_notices_waiting ON sms_notices (created_at, id) WHERE done_at IS NULL');
    await q.query('CREATE INDEX sms_notices_done ON sms_notices (done_at) WHERE done_at IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sms_notices');
  }
}
