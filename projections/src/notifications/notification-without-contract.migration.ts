import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A notification may be of no one contract: the month-end reminder of a lessor's invoices (spec §1). */
export class NotificationWithoutContract1767000102100 implements MigrationInterface {
  name = 'NotificationWithoutContract1767000102100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE notifications ALTER COLUMN contract_id DROP NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM notifications WHERE contract_id IS NULL');
    await q.query('ALTER TABLE notifications ALTER COLUMN contract_id SET NOT NULL');
  }
}
