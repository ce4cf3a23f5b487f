import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { contractStreamId, type DocumentAttached } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ATTACHMENT_STORE, type AttachmentStore } from './attachment-store.js';

/** An upload older than this is over (the slowest line sends 30 MB well within it): its process died before it recorded the step or removed the file. */
export const UPLOAD_ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/** How many abandoned uploads one sweep query takes; the sweep goes on until none is left. */
const SWEEP_BATCH = 100;

/**
 * The files an upload keeps before its step is recorded. Every file is written to the store only after
 * its row here, and its row goes once the DocumentAttached event names it (`settle`) or the file is
 * removed; so a process killed between the two (kill -9 mid-upload, a lost database at the append) leaves
 * a row, and the daily sweep removes the file, unless the event names it after all.
 */
@Injectable()
export class UploadLedger {
  constructor(
    @Inject(ATTACHMENT_STORE) private readonly store: AttachmentStore,
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** The store as one contract's upload uses it: what it keeps is on the ledger until settled or removed. */
  forContract(contractId: string): AttachmentStore {
    return {
      save: async (id: string, source: Readable) => {
        // The upload flows already: a refusal it meets while the row goes in (a wrong type, too large) is
        // heard here until the store's pipeline listens, which then finds the stream failed and fails too.
        source.once('error', () => undefined);
        await this.db.query(
          'INSERT INTO attachment_uploads (attachment_id, contract_id, started_at) VALUES ($1, $2, $3)',
          [id, contractId, this.clock.now()],
        );
        try {
          await this.store.save(id, source);
        } catch (error) {
          // The store removed what it kept of a failed file.
          await this.settle([id]);
          throw error;
        }
      },
      open: (id: string) => this.store.open(id),
      remove: async (id: string) => {
        await this.store.remove(id);
        await this.settle([id]);
      },
    };
  }

  /** The event names these files now: they are the contract's, no longer an upload's. */
  async settle(ids: string[]): Promise<void> {
    await this.db.query('DELETE FROM attachment_uploads WHERE attachment_id = ANY($1)', [ids]);
  }

  /**
   * Removes the files of uploads abandoned (older than UPLOAD_ABANDONED_AFTER_MS) that no event names, and forgets
   * those an event does name (the process died between the append and `settle`). Rows are taken with
   * SKIP LOCKED, so sweeps on several instances share the work. Returns how many files were removed.
   */
  async sweep(now: Date): Promise<number> {
    const before = new Date(now.getTime() - UPLOAD_ABANDONED_AFTER_MS);
    let removed = 0;
    for (;;) {
      const taken = await this.db.transaction(async (tx) => {
        const rows = await tx.query<{ attachment_id: string; contract_id: string }[]>(
          `SELECT attachment_id, contract_id FROM attachment_uploads WHERE started_at < $1
           ORDER BY started_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [before, SWEEP_BATCH],
        );
        // The files its contract's events name, read from the store that keeps the log (which may be
        // KurrentDB, not this database): the contract's whole stream, its steps and monthly invoices, some
        // hundreds of events at most; each contract's once a batch.
        const named = new Map<string, Promise<Set<string>>>();
        for (const row of rows) {
          if (!named.has(row.contract_id)) named.set(row.contract_id, this.attachedTo(row.contract_id));
          if (!(await named.get(row.contract_id)!).has(row.attachment_id)) {
            await this.store.remove(row.attachment_id);
            removed++;
          }
          await tx.query('DELETE FROM attachment_uploads WHERE attachment_id = $1', [row.attachment_id]);
        }
        return rows.length;
      });
      if (taken < SWEEP_BATCH) return removed;
    }
  }

  /** The files a contract's DocumentAttached events name. */
  private async attachedTo(contractId: string): Promise<Set<string>> {
    const attached = new Set<string>();
    for (const event of await this.events.readStream(contractStreamId(contractId)))
      if (event.type === 'DocumentAttached')
        attached.add((event.data as DocumentAttached['data']).document.attachmentId);
    return attached;
  }
}
