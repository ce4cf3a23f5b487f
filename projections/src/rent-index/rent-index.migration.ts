import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The open rent index's read model: one row per contract, its facts filled while it counts. */
export class RentIndex1767000111370 implements MigrationInterface {
  name = 'RentIndex1767000111370';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rent_index_contracts (
        contract_id uuid PRIMARY KEY,
        version int NOT NULL,
        fold jsonb,
        cadastral_number text,
        region_soato text,
        area numeric(14, 2) CHECK (area > 0),
        monthly_payment numeric(18, 2) CHECK (monthly_payment > 0),
        minimum_rate numeric(14, 2),
        begin_date date,
        last_day date
      )`);
    // The index reads only the contracts that count, by the day they were in force.
    await q.query(`CREATE INDEX rent_index_contracts_days ON rent_index_contracts (begin_date, last_day)
      WHERE begin_date IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rent_index_contracts');
  }
}
