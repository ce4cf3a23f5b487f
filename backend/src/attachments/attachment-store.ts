import type { Readable } from 'node:stream';

/**
 * Where attached documents' files are kept, behind one port: PostgreSQL (chunks in the portal's database,
 * the embedded default) or an S3-compatible store (production), chosen by ATTACHMENT_STORE. The event
 * names a file by its id; the store keeps its bytes and nothing else.
 */
export interface AttachmentStore {
  /** Keeps what `source` gives under `id`, streaming; what was kept of a failed stream is removed. */
  save(id: string, source: Readable): Promise<void>;
  /** The kept file, chunk by chunk. */
  open(id: string): AsyncIterable<Buffer>;
  remove(id: string): Promise<void>;
}

export const ATTACHMENT_STORE = Symbol('AttachmentStore');
