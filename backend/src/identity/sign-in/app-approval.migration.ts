import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in approved in the mobile app (spec §2): another signed-in device of the same person sees the
 * pending sign-in (where from, which browser) and approves or refuses it instead of the SMS code.
 */
export class AppApproval1767000024000 implements MigrationInterface {
  name = 'AppApproval1767000024000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE one_time_codes ADD COLUMN approved_at timestamptz, ADD COLUMN refused_at timestamptz, ADD COLUMN address text, ADD COLUMN user_agent text',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE one_time_codes DROP COLUMN approved_at, DROP COLUMN refused_at, DROP COLUMN address, DROP COLUMN user_agent',
    );
  }
}
