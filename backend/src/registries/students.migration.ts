import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The education registry's students, looked up by PINFL for student rent. */
export class Students1767000010000 implements MigrationInterface {
  name = 'Students1767000010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE students (
        pinfl text PRIMARY KEY CHECK (pinfl ~ '^[0-9]{14}$'),
        full_name text NOT NULL,
        university text NOT NULL,
        faculty text NOT NULL,
        study_form text NOT NULL CHECK (study_form IN ('FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE')),
        course smallint NOT NULL CHECK (course BETWEEN 1 AND 7)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE students');
  }
}
