import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContractHistory1767000005000 implements MigrationInterface {
  name = 'ContractHistory1767000005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contract_history (
        event_id uuid PRIMARY KEY,
        contract_id uuid NOT NULL,
        stream_version integer NOT NULL,
        event_type text NOT NULL,
        occurred_at timestamptz NOT NULL,
        actor_kind text NOT NULL,
        actor_user_id text NOT NULL,
        actor_party_id text NOT NULL,
        actor_name text NOT NULL,
        reason text,
        changes jsonb,
        details jsonb
      )`);
    await q.query('CREATE INDEX contract_history_contract ON contract_history (contract_id, stream_version)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contract_history');
  }
}
