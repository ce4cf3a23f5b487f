import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's downloads still queued or being made, found without reading their finished ones: each new
 * download counts them (export-store.ts, EXPORTS_IN_FLIGHT).
 */
export class ExportsInFlight1767000112100 implements MigrationInterface {
  name = 'ExportsInFlight1767000112100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX list_exports_in_flight ON list_exports (user_id, created_at) WHERE state IN ('queued', 'running')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX list_exports_in_flight');
  }
}
