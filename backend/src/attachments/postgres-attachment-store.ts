import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import { ChunkSink, readChunks } from '../database/chunked-file.js';
import type { AttachmentStore } from './attachment-store.js';

/** The files' chunks (attachments.migration.ts). */
const CHUNKS = { table: 'attachment_chunks', key: 'attachment_id' };

/** Files in the portal's own database, a megabyte a row, as the list downloads are kept. */
export class PostgresAttachmentStore implements AttachmentStore {
  constructor(private readonly db: DataSource) {}

  async save(id: string, source: Readable): Promise<void> {
    try {
      await pipeline(source, new ChunkSink(this.db, CHUNKS, id));
    } catch (error) {
      await this.remove(id);
      throw error;
    }
  }

  open(id: string): AsyncIterable<Buffer> {
    return readChunks(this.db, CHUNKS, id);
  }

  async remove(id: string): Promise<void> {
    await this.db.query('DELETE FROM attachment_chunks WHERE attachment_id = $1', [id]);
  }
}
