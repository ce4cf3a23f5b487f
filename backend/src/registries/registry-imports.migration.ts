import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registry extracts loaded from the back-office (issue 19): each load and how it went, and its file in
 * chunks until a worker has imported it (the browser's upload reaches an api process; the import runs in
 * a worker, maybe another machine).
 */
export class RegistryImports1767000110400 implements MigrationInterface {
  name = 'RegistryImports1767000110400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE registry_imports (
        id uuid PRIMARY KEY,
        registry text NOT NULL,
        file_name text NOT NULL,
        bytes bigint NOT NULL,
        started_by text NOT NULL,
        state text NOT NULL CHECK (state IN ('waiting', 'running', 'done', 'failed')),
        rows integer NOT NULL DEFAULT 0,
        read_bytes bigint NOT NULL DEFAULT 0,
        error text,
        queued_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query('CREATE INDEX registry_imports_queued ON registry_imports (queued_at DESC)');
    await q.query(`
      CREATE TABLE registry_import_chunks (
        import_id uuid NOT NULL REFERENCES registry_imports (id),
        seq integer NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (import_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE registry_import_chunks');
    await q.query('DROP TABLE registry_imports');
  }
}
