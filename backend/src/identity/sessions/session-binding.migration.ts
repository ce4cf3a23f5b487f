import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the outside security test found in sign-in and sessions:
 * - a started sign-in (password challenge or OneID request) keeps the hash of the secret cookie of the
 *   browser that started it, and only that browser may finish it or pick up its approved session;
 * - a phone change keeps the account's number it replaces, with the hash of the code sent there;
 * - every refresh token a session has spent is kept (hashed), so reusing any of them, however old, ends
 *   the session (only the one before the current was kept);
 * - the per-account lock is gone (anyone could lock anyone out): sign-in is throttled per address and
 *   login in Redis instead.
 */
export class SessionBinding1767000094000 implements MigrationInterface {
  name = 'SessionBinding1767000094000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE one_time_codes ADD COLUMN browser_hash text, ADD COLUMN old_phone text, ADD COLUMN old_code_hash text',
    );
    await q.query('ALTER TABLE third_party_sign_ins ADD COLUMN browser_hash text');
    await q.query(`
      CREATE TABLE spent_refresh_tokens (
        hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        spent_at timestamptz NOT NULL
      )`);
    await q.query(`
      INSERT INTO spent_refresh_tokens (hash, session_id, spent_at)
      SELECT previous_refresh_hash, id, coalesce(refreshed_at, created_at) FROM sessions WHERE previous_refresh_hash IS NOT NULL`);
    await q.query('CREATE INDEX spent_refresh_tokens_session ON spent_refresh_tokens (session_id)');
    await q.query('DROP INDEX sessions_previous_refresh');
    await q.query('ALTER TABLE sessions DROP COLUMN previous_refresh_hash');
    await q.query('ALTER TABLE users DROP COLUMN failed_logins, DROP COLUMN locked_until');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE users ADD COLUMN failed_logins integer NOT NULL DEFAULT 0, ADD COLUMN locked_until timestamptz',
    );
    await q.query('ALTER TABLE sessions ADD COLUMN previous_refresh_hash text');
    await q.query('CREATE INDEX sessions_previous_refresh ON sessions (previous_refresh_hash)');
    await q.query('DROP TABLE spent_refresh_tokens');
    await q.query('ALTER TABLE third_party_sign_ins DROP COLUMN browser_hash');
    await q.query(
      'ALTER TABLE one_time_codes DROP COLUMN browser_hash, DROP COLUMN old_phone, DROP COLUMN old_code_hash',
    );
  }
}
