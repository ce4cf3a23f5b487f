import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Downloads of the contract lists: one row per requested file (whose it is, how far it has come) and
 * the finished file in chunks, so neither writing nor sending it holds a whole big file in memory.
 * They are kept in the database, not on one server's disk, so any instance can answer for them.
 */
export class ListExports1767000052700 implements MigrationInterface {
  name = 'ListExports1767000052700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE list_exports (
        id uuid PRIMARY KEY,
        user_id text NOT NULL,
        party_id text NOT NULL,
        employee_pinfl text,
        format text NOT NULL,
        filename text NOT NULL,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
        done integer NOT NULL DEFAULT 0,
        total integer NOT NULL,
        size bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query('CREATE INDEX list_exports_created ON list_exports (created_at)');
    await q.query(`
      CREATE TABLE list_export_chunks (
        export_id uuid NOT NULL REFERENCES list_exports (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (export_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE list_export_chunks');
    await q.query('DROP TABLE list_exports');
  }
}
