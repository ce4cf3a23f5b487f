import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1767000003000 implements MigrationInterface {
  name = 'Identity1767000003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        login text NOT NULL UNIQUE,
        login_type text NOT NULL CHECK (login_type IN ('YUR', 'JIS')),
        password_hash text NOT NULL,
        party_id text NOT NULL,
        name text NOT NULL,
        tin text,
        pinfl text,
        roles text[] NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE users');
  }
}
