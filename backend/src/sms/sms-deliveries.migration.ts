import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each attempt to hand an SMS to its gateway and how it ended, for the staff's accounts screen (issue 19):
 * whether a user's sign-in codes went out, through which gateway. Never the text: it may carry a code.
 * The screen also reads a user's latest one-time codes, newest first, which wants an index of its own.
 */
export class SmsDeliveries1767000110200 implements MigrationInterface {
  name = 'SmsDeliveries1767000110200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sms_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        sms_id text NOT NULL,
        phone text NOT NULL,
        gateway text NOT NULL,
        outcome text NOT NULL,
        attempt integer NOT NULL,
        reason text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX sms_deliveries_phone ON sms_deliveries (phone, at DESC)');
    await q.query('CREATE INDEX one_time_codes_user ON one_time_codes (user_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX one_time_codes_user');
    await q.query('DROP TABLE sms_deliveries');
  }
}
