import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff's search of the register by district (issue 19, operator/staff-contract-search.ts): the
 * cadastre's objects of one district, by index, with their numbers, to find their contracts by theirs.
 * Objects that name no district are left out of it.
 */
export class ObjectsByDistrict1767000110660 implements MigrationInterface {
  name = 'ObjectsByDistrict1767000110660';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX cadastral_objects_district ON cadastral_objects (district_soato, cadastral_number)
         WHERE district_soato IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX cadastral_objects_district');
  }
}
