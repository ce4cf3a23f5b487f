import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVENT_WRITER_LOCK } from './event-writer-lock.js';

/**
 * What lets readers wait only for event writers, and decisions hold streams:
 *
 * - `rent_events_safe_bound()`: the transaction id below which no event writer is still at work. A
 *   writer takes EVENT_WRITER_LOCK before it has a transaction id; the bound is the oldest running
 *   transaction that holds it, or, with none, the snapshot's xmax (every id given out later is at least
 *   that). Transactions that write no events are not waited for.
 *   A reader reads the log below it in a statement of its own, taken after this one looked at the locks,
 *   so every writer found finished by then is visible to it.
 * - `rent_hold_stream()`: takes a stream's lock for the transaction, then reads it (snapshot and the
 *   events after it) with a snapshot taken after the lock was granted, in one round trip.
 * - `event_streams.snapshot`: a folded state kept with the version it was folded at.
 * - A projection's stall: when, on which event, and why (cleared by an operator's retry or a rebuild).
 * - The snapshot of every property stream written so far: the hundredths of m² its contracts hold and
 *   how many contracts hold some (the reservations' last word per contract), so that the compact fold
 *   of new events can go on from it.
 */
export class EventWriters1767000080000 implements MigrationInterface {
  name = 'EventWriters1767000080000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE event_streams ADD COLUMN snapshot jsonb, ADD COLUMN snapshot_version integer');
    await q.query(
      'ALTER TABLE projection_checkpoints ADD COLUMN stalled_at timestamptz, ADD COLUMN stalled_event_id uuid, ADD COLUMN stalled_error text',
    );
    await q.query(`
      CREATE FUNCTION rent_events_safe_bound() RETURNS xid8 LANGUAGE sql VOLATILE AS $$
        WITH locks AS MATERIALIZED (
          SELECT locktype, database, classid, objid, objsubid, virtualtransaction, transactionid, mode, granted FROM pg_locks
        ), writers AS (
          SELECT t.transactionid
            FROM locks w JOIN locks t ON t.virtualtransaction = w.virtualtransaction
           WHERE w.locktype = 'advisory' AND w.granted AND w.objsubid = 2
             AND w.classid = ${EVENT_WRITER_LOCK.classId} AND w.objid = ${EVENT_WRITER_LOCK.objId}
             AND w.database = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND t.locktype = 'transactionid' AND t.mode = 'ExclusiveLock' AND t.granted
        )
        SELECT least(pg_snapshot_xmax(s), (SELECT min(x) FROM pg_snapshot_xip(s) AS x WHERE xid(x) IN (SELECT transactionid FROM writers)))
          FROM pg_current_snapshot() AS s
      $$`);
    await q.query(`
      CREATE FUNCTION rent_hold_stream(held_stream text)
        RETURNS TABLE (version integer, snapshot jsonb, snapshot_version integer, event_id uuid, stream_version integer, type text,
                       data jsonb, metadata jsonb, transaction_id xid8, "position" bigint, recorded_at timestamptz)
      LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      BEGIN
        IF current_setting('transaction_isolation') <> 'read committed' THEN
          RAISE EXCEPTION 'rent_hold_stream reads in READ COMMITTED only';
        END IF;
        PERFORM pg_advisory_xact_lock(hashtextextended(held_stream, 0));
        RETURN QUERY
          SELECT s.version, s.snapshot, s.snapshot_version, e.event_id, e.stream_version, e.type, e.data, e.metadata, e.transaction_id, e.position, e.recorded_at
            FROM (SELECT held_stream AS id) k
            LEFT JOIN event_streams s ON s.stream_id = k.id
            LEFT JOIN events e ON e.stream_id = k.id AND e.stream_version > coalesce(s.snapshot_version, 0)
           ORDER BY e.stream_version;
      END $$`);
    await q.query(`
      UPDATE event_streams s
         SET snapshot = jsonb_build_object('held', f.held, 'holders', f.holders), snapshot_version = s.version
        FROM (
          SELECT stream_id,
                 coalesce(sum(round((data ->> 'area')::numeric * 100)) FILTER (WHERE type = 'AreaReserved'), 0)::bigint AS held,
                 count(*) FILTER (WHERE type = 'AreaReserved') AS holders
            FROM (
              SELECT DISTINCT ON (stream_id, data ->> 'contractId') stream_id, type, data
                FROM events WHERE stream_id LIKE 'property-%'
               ORDER BY stream_id, data ->> 'contractId', stream_version DESC
            ) last_word
           GROUP BY stream_id
        ) f
       WHERE s.stream_id = f.stream_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION rent_hold_stream(text)');
    await q.query('DROP FUNCTION rent_events_safe_bound()');
    await q.query(
      'ALTER TABLE projection_checkpoints DROP COLUMN stalled_at, DROP COLUMN stalled_event_id, DROP COLUMN stalled_error',
    );
    await q.query('ALTER TABLE event_streams DROP COLUMN snapshot, DROP COLUMN snapshot_version');
  }
}
