import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContractSummary1767000001000 implements MigrationInterface {
  name = 'ContractSummary1767000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contract_summary (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        contract_number text NOT NULL,
        contract_date date NOT NULL,
        state smallint NOT NULL,
        previous_state smallint,
        lessor_id text NOT NULL,
        lessor_name text NOT NULL,
        lessee_id text NOT NULL,
        lessee_name text NOT NULL,
        initiator_id text NOT NULL,
        counterpart_id text NOT NULL,
        cadastral_number text NOT NULL,
        address text NOT NULL,
        area numeric(12, 2) NOT NULL,
        monthly_payment numeric(16, 2) NOT NULL,
        begin_date date NOT NULL,
        end_date date NOT NULL,
        purpose text,
        rejection_reason text,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        version integer NOT NULL
      )`);
    await q.query('CREATE INDEX contract_summary_initiator ON contract_summary (initiator_id, state, created_at)');
    await q.query('CREATE INDEX contract_summary_counterpart ON contract_summary (counterpart_id, state, created_at)');
    await q.query(`
      CREATE TABLE party_contract_counts (
        party_id text NOT NULL,
        incoming boolean NOT NULL,
        state smallint NOT NULL,
        previous_state smallint,
        n integer NOT NULL CHECK (n >= 0),
        PRIMARY KEY (party_id, incoming, state)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE party_contract_counts');
    await q.query('DROP TABLE contract_summary');
  }
}
