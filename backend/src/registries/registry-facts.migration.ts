import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the registries hold of a party and an object beyond name and area (spec §3): a legal entity's actual
 * address, registering body and founders; a person's actual address, social and marital status, and a
 * sole proprietor's registration; an object's ownership, building, floor, room, storeys and year built.
 * All may be empty: an older extract has none of them.
 */
export class RegistryFacts1767000103600 implements MigrationInterface {
  name = 'RegistryFacts1767000103600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE taxpayers
      ADD COLUMN actual_address text,
      ADD COLUMN registration_division text,
      ADD COLUMN founders jsonb CHECK (jsonb_typeof(founders) = 'array')`);
    await q.query(`ALTER TABLE individuals
      ADD COLUMN actual_address text,
      ADD COLUMN registered_at date,
      ADD COLUMN registration_division text,
      ADD COLUMN social_status text,
      ADD COLUMN marital_status text`);
    await q.query(`ALTER TABLE cadastral_objects
      ADD COLUMN ownership_type text,
      ADD COLUMN building_name text,
      ADD COLUMN floor smallint,
      ADD COLUMN room text,
      ADD COLUMN storeys smallint CHECK (storeys > 0),
      ADD COLUMN year_built smallint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cadastral_objects DROP COLUMN ownership_type, DROP COLUMN building_name,
      DROP COLUMN floor, DROP COLUMN room, DROP COLUMN storeys, DROP COLUMN year_built`);
    await q.query(`ALTER TABLE individuals DROP COLUMN actual_address, DROP COLUMN registered_at,
      DROP COLUMN registration_division, DROP COLUMN social_status, DROP COLUMN marital_status`);
    await q.query(
      'ALTER TABLE taxpayers DROP COLUMN actual_address, DROP COLUMN registration_division, DROP COLUMN founders',
    );
  }
}
