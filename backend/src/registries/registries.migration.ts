import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Reference data the portal looks parties and objects up in (filled by the registries' feeds or demo data). */
export class Registries1767000002000 implements MigrationInterface {
  name = 'Registries1767000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE taxpayers (
        tin text PRIMARY KEY CHECK (tin ~ '^[0-9]{9}$'),
        name text NOT NULL,
        address text NOT NULL,
        director text NOT NULL,
        registered_at date NOT NULL
      )`);
    await q.query(`
      CREATE TABLE individuals (
        pinfl text PRIMARY KEY CHECK (pinfl ~ '^[0-9]{14}$'),
        full_name text NOT NULL,
        tin text CHECK (tin ~ '^[0-9]{9}$'),
        address text NOT NULL,
        party_type text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE cadastral_objects (
        cadastral_number text PRIMARY KEY,
        owner_id text NOT NULL,
        address text NOT NULL,
        total_area numeric(12, 2) NOT NULL CHECK (total_area > 0),
        property_type text NOT NULL
      )`);
    await q.query('CREATE INDEX cadastral_objects_owner ON cadastral_objects (owner_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE cadastral_objects');
    await q.query('DROP TABLE individuals');
    await q.query('DROP TABLE taxpayers');
  }
}
