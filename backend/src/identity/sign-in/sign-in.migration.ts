import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in confirmed by SMS (spec §2): each account's phone (and whether the holder confirmed it), a
 * count of wrong passwords with the lock it leads to, and the open sign-in challenges with their codes.
 */
export class SignIn1767000020000 implements MigrationInterface {
  name = 'SignIn1767000020000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN phone text CHECK (phone ~ '^998[0-9]{9}$'),
        ADD COLUMN phone_confirmed_at timestamptz,
        ADD COLUMN failed_logins integer NOT NULL DEFAULT 0,
        ADD COLUMN locked_until timestamptz`);
    await q.query(`
      CREATE TABLE sign_in_challenges (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        tries integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    await q.query('CREATE INDEX sign_in_challenges_open ON sign_in_challenges (user_id) WHERE closed_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sign_in_challenges');
    await q.query(
      'ALTER TABLE users DROP COLUMN phone, DROP COLUMN phone_confirmed_at, DROP COLUMN failed_logins, DROP COLUMN locked_until',
    );
  }
}
