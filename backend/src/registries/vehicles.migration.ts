import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The vehicle registry car rent looks vehicles up in. */
export class Vehicles1767000015000 implements MigrationInterface {
  name = 'Vehicles1767000015000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vehicles (
        plate_number text PRIMARY KEY CHECK (plate_number ~ '^[0-9]{2}([A-Z][0-9]{3}[A-Z]{2}|[0-9]{3}[A-Z]{3})$'),
        owner_id text NOT NULL CHECK (owner_id ~ '^([0-9]{9}|[0-9]{14})$'),
        vehicle_kind text NOT NULL CHECK (vehicle_kind IN ('LIGHT_CAR', 'BUS', 'MINIBUS', 'MOTOR_FREIGHT', 'SPECIAL')),
        model text NOT NULL,
        colour text NOT NULL,
        year_made smallint NOT NULL CHECK (year_made BETWEEN 1950 AND 2100),
        vehicle_class text NOT NULL CHECK (vehicle_class IN ('PASSENGER', 'BUS_OR_TRUCK'))
      )`);
    await q.query('CREATE INDEX vehicles_owner ON vehicles (owner_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE vehicles');
  }
}
