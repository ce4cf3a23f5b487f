import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVENT_WRITER_LOCK } from './event-writer-lock.js';

/** The SQLSTATE rent_append_events raises when a stream is not at the version the append expects. */
export const WRONG_VERSION_SQLSTATE = 'RE409';

/**
 * `rent_append_events()`: an append that decides nothing (events for streams at versions the caller
 * names, or at whatever version they are) as one statement, so it runs in one round trip as a
 * transaction of its own, where a decision needs three (hold, write, commit). It does what a decision's
 * transaction does, in the same order: the shared writer lock before the transaction has an id, each
 * stream's lock in the order given (the caller sorts, so two appends never wait on each other), each
 * stream's version read after its lock was granted (every statement of a VOLATILE function in READ
 * COMMITTED takes a fresh snapshot), then the events and the streams' new versions. It answers each
 * stream's new version and the position of the last event written.
 */
export class AppendFunction1767000098000 implements MigrationInterface {
  name = 'AppendFunction1767000098000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION rent_append_events(streams text[], expected integer[], counts integer[],
                                         event_ids uuid[], types text[], datas jsonb[], metadatas jsonb[])
        RETURNS TABLE (versions integer[], transaction_id xid8, "position" bigint)
      LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      DECLARE
        bases integer[] := '{}';
        current integer;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(${EVENT_WRITER_LOCK.classId}, ${EVENT_WRITER_LOCK.objId});
        FOR i IN 1 .. cardinality(streams) LOOP
          PERFORM pg_advisory_xact_lock(hashtextextended(streams[i], 0));
          current := coalesce((SELECT s.version FROM event_streams s WHERE s.stream_id = streams[i]), 0);
          IF expected[i] IS NOT NULL AND current <> expected[i] THEN
            RAISE EXCEPTION USING ERRCODE = '${WRONG_VERSION_SQLSTATE}', MESSAGE = 'wrong expected version', DETAIL = streams[i];
          END IF;
          bases := bases || current;
        END LOOP;
        INSERT INTO event_streams AS s (stream_id, version)
        SELECT id, base + n FROM unnest(streams, bases, counts) AS w(id, base, n)
        ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version;
        RETURN QUERY
          WITH numbered AS (
            SELECT w.id, w.base, w.before, k
              FROM (SELECT u.id, u.base, u.n, sum(u.n) OVER (ORDER BY u.ord) - u.n AS before
                      FROM unnest(streams, bases, counts) WITH ORDINALITY AS u(id, base, n, ord)) w,
                   generate_series(1, w.n) AS k
          ), written AS (
            INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
            SELECT n.id, n.base + n.k, event_ids[n.before + n.k], types[n.before + n.k], datas[n.before + n.k], metadatas[n.before + n.k]
              FROM numbered n ORDER BY n.before + n.k
            RETURNING transaction_id, "position"
          )
          SELECT (SELECT array_agg(base + n ORDER BY ord) FROM unnest(bases, counts) WITH ORDINALITY AS v(base, n, ord)), w.transaction_id, w."position"
            FROM written w ORDER BY w."position" DESC LIMIT 1;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION rent_append_events(text[], integer[], integer[], uuid[], text[], jsonb[], jsonb[])');
  }
}
