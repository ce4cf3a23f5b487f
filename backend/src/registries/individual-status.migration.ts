import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether a sole proprietor's or self-employed person's registration is in force (spec §5: "not active"). */
export class IndividualStatus1767000014000 implements MigrationInterface {
  name = 'IndividualStatus1767000014000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE individuals ADD COLUMN active boolean NOT NULL DEFAULT true');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE individuals DROP COLUMN active');
  }
}
