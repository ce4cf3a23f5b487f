import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in through an outside identity provider (OAuth 2 / OpenID Connect authorization code): each
 * started sign-in keeps its state, nonce and PKCE verifier until the provider sends the browser back.
 */
export class ThirdPartySignIn1767000025000 implements MigrationInterface {
  name = 'ThirdPartySignIn1767000025000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE third_party_sign_ins (
        state text PRIMARY KEY,
        nonce text NOT NULL,
        code_verifier text NOT NULL,
        created_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE third_party_sign_ins');
  }
}
