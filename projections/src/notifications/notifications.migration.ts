import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1767000006000 implements MigrationInterface {
  name = 'Notifications1767000006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        event_id uuid NOT NULL,
        party_id text NOT NULL,
        contract_id uuid NOT NULL,
        kind text NOT NULL,
        params jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        read_at timestamptz,
        PRIMARY KEY (event_id, party_id)
      )`);
    await q.query('CREATE INDEX notifications_party ON notifications (party_id, created_at)');
    await q.query('CREATE INDEX notifications_unread ON notifications (party_id) WHERE read_at IS NULL');
    await q.query(`
      CREATE TABLE notification_contracts (
        contract_id uuid PRIMARY KEY,
        contract_number text NOT NULL,
        initiator_id text NOT NULL,
        counterpart_id text NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE notification_contracts');
    await q.query('DROP TABLE notifications');
  }
}
