import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A party's API keys (issue 21): only a SHA-256 of the secret is kept, found by the key's public prefix.
 * The row records who made and who revoked it, when and from which address.
 */
export class ApiKeys1767000111000 implements MigrationInterface {
  name = 'ApiKeys1767000111000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        prefix text NOT NULL UNIQUE,
        secret_hash bytea NOT NULL,
        party_id text NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id),
        name text NOT NULL,
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL,
        created_from text NOT NULL,
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz,
        revoked_by uuid REFERENCES users (id),
        revoked_from text
      )`);
    await q.query('CREATE INDEX api_keys_by_party ON api_keys (party_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE api_keys');
  }
}
