import { Writable } from 'node:stream';

/** A stored file is cut into chunks of this size: what writing or sending it holds at most at a time. */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** What runs the statements: a DataSource, an EntityManager or a pg client alike. */
interface Queryable {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/**
 * A table that keeps files in chunks (`<key> uuid, seq integer, bytes bytea`, primary key (key, seq)):
 * the list downloads' and the attached documents'. Neither writing nor sending a file holds it whole.
 */
export interface ChunkTable {
  table: string;
  key: string;
}

/** Collects written bytes into FILE_CHUNK_BYTES pieces and inserts each as it fills; `size` is the total. */
export class ChunkSink extends Writable {
  size = 0;
  private seq = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly db: Queryable,
    private readonly chunks: ChunkTable,
    private readonly fileId: string,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.size += chunk.length;
    if (this.pendingBytes < FILE_CHUNK_BYTES) return done();
    this.flush().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    (this.pendingBytes > 0 ? this.flush() : Promise.resolve()).then(() => done(), done);
  }

  private async flush(): Promise<void> {
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    const { table, key } = this.chunks;
    await this.db.query(`INSERT INTO ${table} (${key}, seq, bytes) VALUES ($1, $2, $3)`, [
      this.fileId,
      this.seq++,
      bytes,
    ]);
  }
}

/** A stored file, one chunk at a time; nothing if there is none. */
export async function* readChunks(db: Queryable, { table, key }: ChunkTable, fileId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const rows = (await db.query(`SELECT bytes FROM ${table} WHERE ${key} = $1 AND seq = $2`, [fileId, seq])) as {
      bytes: Buffer;
    }[];
    if (!rows[0]) return;
    yield rows[0].bytes;
  }
}
