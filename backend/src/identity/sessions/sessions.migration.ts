import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-side sessions: an access token names its session, which logout or a stolen refresh token
 * ends. The refresh token (and the one it replaced, to catch a replay) is kept only as a hash; `via` says how the session began (a backdoor entry
 * names the operator behind it).
 */
export class Sessions1767000021000 implements MigrationInterface {
  name = 'Sessions1767000021000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        refresh_hash text NOT NULL UNIQUE,
        previous_refresh_hash text,
        via text NOT NULL,
        created_at timestamptz NOT NULL,
        refreshed_at timestamptz,
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await q.query('CREATE INDEX sessions_user ON sessions (user_id) WHERE ended_at IS NULL');
    await q.query('CREATE INDEX sessions_previous_refresh ON sessions (previous_refresh_hash)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sessions');
  }
}
