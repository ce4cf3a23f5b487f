import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The installation's id, made once with the database: the queues' Redis keys carry it (QUEUE_PREFIX and
 * this id), so two portals on one Redis never take each other's jobs even with the same QUEUE_PREFIX.
 * One row at most (the key is a constant).
 */
export class Installation1767000081000 implements MigrationInterface {
  name = 'Installation1767000081000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE installation (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('INSERT INTO installation DEFAULT VALUES');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE installation');
  }
}
