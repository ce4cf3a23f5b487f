import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event store's tables. Events carry a global position from a sequence and the id of the
 * transaction that wrote them (xid8); readers order by the pair (DESIGN.md). Projection checkpoints are
 * the same pair, one row per projection.
 */
export class EventStore1767000000000 implements MigrationInterface {
  name = 'EventStore1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_streams (
        stream_id text PRIMARY KEY,
        version integer NOT NULL CHECK (version > 0)
      )`);
    await q.query(`
      CREATE TABLE events (
        position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stream_id, stream_version)
      )`);
    await q.query('CREATE INDEX events_global_order ON events (transaction_id, position)');
    await q.query(`
      CREATE TABLE projection_checkpoints (
        projection text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0',
        position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE projection_checkpoints');
    await q.query('DROP TABLE events');
    await q.query('DROP TABLE event_streams');
  }
}
