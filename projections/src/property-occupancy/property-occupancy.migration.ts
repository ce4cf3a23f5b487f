import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The property occupancy read model: which contracts hold how much of each property. */
export class PropertyOccupancy1767000009000 implements MigrationInterface {
  name = 'PropertyOccupancy1767000009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE property_reservations (
        cadastral_number text NOT NULL,
        contract_id uuid NOT NULL,
        area numeric(12, 2) NOT NULL CHECK (area > 0),
        PRIMARY KEY (cadastral_number, contract_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE property_reservations');
  }
}
