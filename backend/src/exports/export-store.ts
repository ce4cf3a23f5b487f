import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ExportFormat, ExportStatus } from '@rent/domain';
import type { Viewer } from '../contracts/contract-queries.js';
import { ChunkSink, readChunks } from '../database/chunked-file.js';

/**
 * How many downloads one person may have queued or being made at once. Each takes a worker's turn, one
 * at a time per instance, so a person asking for hundreds would hold everyone else's back. One asked for
 * over an hour ago no longer counts, should it ever be left unfinished.
 */
export const EXPORTS_IN_FLIGHT = 3;

/** The downloads' files (list-exports.migration.ts). */
const CHUNKS = { table: 'list_export_chunks', key: 'export_id' };

/** Whose a download is: the signed-in user, and the party (and employee) it acted as when it asked. */
export interface ExportOwner extends Viewer {
  userId: string;
}

/**
 * Which lists a download is of: a party's own (contracts, invoices), followed at `/api/contracts/exports`, or
 * the staff's search of the register, followed at `/api/operator/contracts/exports` under the search's
 * permission. Each route finds only its own, so a staff file is never fetched past that permission.
 */
export type ExportSource = 'party' | 'staff';

/** A download as stored: its status as the API shows it, and the file's size once written. */
export interface ExportRecord extends ExportStatus {
  size: number | null;
}

/** The downloads' rows and their files' chunks (list-exports.migration.ts). */
@Injectable()
export class ExportStore {
  constructor(private readonly db: DataSource) {}

  /**
   * Writes a download down, unless its owner has EXPORTS_IN_FLIGHT of them queued or being made: then
   * nothing is written and it answers false. Counted and written under a lock of the owner's, so that
   * requests sent at once cannot each find room.
   */
  async create(
    id: string,
    owner: ExportOwner,
    format: ExportFormat,
    filename: string,
    total: number,
    source: ExportSource,
  ): Promise<boolean> {
    return this.db.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`list-exports:${owner.userId}`]);
      const [counted]: { n: number }[] = await em.query(
        `SELECT count(*)::int AS n FROM list_exports
          WHERE user_id = $1 AND state IN ('queued', 'running') AND created_at > now() - interval '1 hour'`,
        [owner.userId],
      );
      if (counted!.n >= EXPORTS_IN_FLIGHT) return false;
      await em.query(
        'INSERT INTO list_exports (id, user_id, party_id, employee_pinfl, format, filename, total, source) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [id, owner.userId, owner.partyId, owner.employeePinfl ?? null, format, filename, total, source],
      );
      return true;
    });
  }

  /** The owner of a download, to run it as; null once it has been cleaned away. */
  async ownerOf(id: string): Promise<(ExportOwner & { format: ExportFormat }) | null> {
    const [row]: { user_id: string; party_id: string; employee_pinfl: string | null; format: ExportFormat }[] =
      await this.db.query('SELECT user_id, party_id, employee_pinfl, format FROM list_exports WHERE id = $1', [id]);
    if (!row) return null;
    return {
      userId: row.user_id,
      partyId: row.party_id,
      ...(row.employee_pinfl ? { employeePinfl: row.employee_pinfl } : {}),
      format: row.format,
    };
  }

  /** A download of the source's lists as its owner sees it; to anyone else, and on another source's route, it does not exist. */
  async find(id: string, owner: ExportOwner, source: ExportSource): Promise<ExportRecord | null> {
    const [row]: (Omit<ExportRecord, 'size'> & { size: string | null })[] = await this.db.query(
      `SELECT id, format, filename, state, done, total, size FROM list_exports
        WHERE id = $1 AND user_id = $2 AND party_id = $3 AND employee_pinfl IS NOT DISTINCT FROM $4 AND source = $5`,
      [id, owner.userId, owner.partyId, owner.employeePinfl ?? null, source],
    );
    return row ? { ...row, size: row.size === null ? null : Number(row.size) } : null;
  }

  /** A (re)started run: whatever an earlier attempt wrote is dropped. */
  async start(id: string): Promise<void> {
    await this.db.transaction(async (em) => {
      await em.query('DELETE FROM list_export_chunks WHERE export_id = $1', [id]);
      await em.query(`UPDATE list_exports SET state = 'running', done = 0 WHERE id = $1`, [id]);
    });
  }

  async progress(id: string, done: number, total: number): Promise<void> {
    await this.db.query('UPDATE list_exports SET done = $2, total = $3 WHERE id = $1', [id, done, total]);
  }

  async finish(id: string, size: number): Promise<void> {
    await this.db.query(`UPDATE list_exports SET state = 'done', size = $2, finished_at = now() WHERE id = $1`, [
      id,
      size,
    ]);
  }

  /** A download that could not be written; one that ended already is left as it ended. */
  async fail(id: string): Promise<void> {
    await this.db.query(
      `UPDATE list_exports SET state = 'failed', finished_at = now() WHERE id = $1 AND state IN ('queued', 'running')`,
      [id],
    );
  }

  /** Every download still queued or being written: after a Redis loss no job is left to finish them. */
  async failUnfinished(): Promise<void> {
    await this.db.query(
      `UPDATE list_exports SET state = 'failed', finished_at = now() WHERE state IN ('queued', 'running')`,
    );
  }

  /** A stream that stores what is written to it as the download's file, chunk by chunk. */
  sink(id: string): ChunkSink {
    return new ChunkSink(this.db, CHUNKS, id);
  }

  /** The stored file, one chunk at a time. */
  chunks(id: string): AsyncGenerator<Buffer> {
    return readChunks(this.db, CHUNKS, id);
  }

  /** Removes the downloads older than `hours`, files and all; answers how many. */
  async removeOlderThan(hours: number): Promise<number> {
    const removed: unknown[] = await this.db.query(
      `DELETE FROM list_exports WHERE created_at < now() - make_interval(hours => $1) RETURNING id`,
      [hours],
    );
    return removed.length;
  }
}
