import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  ATTACHMENT_MESSAGE_PARAMS,
  ATTACHMENT_TYPES,
  type AttachmentType,
  DomainError,
  MessageKeys,
} from '@rent/domain';

/** How much of a file's beginning tells its type: a DOCX names its `word/` part among the first entries. */
const HEAD_BYTES = 64 * 1024;

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/**
 * A file's type by its content, never its name (spec §9): PDF, JPEG, PNG, or DOCX (a ZIP package with a
 * `word/` part); anything else is null.
 */
export function typeOfContent(head: Buffer): AttachmentType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return ATTACHMENT_TYPES.pdf;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return ATTACHMENT_TYPES.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ATTACHMENT_TYPES.png;
  // A ZIP's entry names are stored uncompressed in its local headers.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && head.includes('word/', 0, 'latin1')) return ATTACHMENT_TYPES.docx;
  return null;
}

export const tooLarge = () =>
  new DomainError('DOCUMENT_TOO_LARGE', MessageKeys.documentTooLarge, 'invalid', 'files', ATTACHMENT_MESSAGE_PARAMS);

/**
 * What passes through on its way to the store: its SHA-256, its size and its type, told from its first
 * bytes before any of it goes on. It fails the stream (and so the store's save) once more than `limit`
 * bytes came, or when the beginning is of no type the portal keeps.
 */
export class InspectedFile extends Transform {
  // Not `size`: an S3 upload takes a stream's `size` for its whole length (@aws-sdk/lib-storage).
  bytesSeen = 0;
  type: AttachmentType | null = null;
  private readonly hash: Hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly limit: number) {
    super();
  }

  get sha256(): string {
    return this.hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytesSeen += chunk.length;
    if (this.bytesSeen > this.limit) return done(tooLarge());
    this.hash.update(chunk);
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < HEAD_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    this.release(done);
  }

  /** Decides the type on the head gathered so far and lets it through, or refuses the file. */
  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = typeOfContent(head);
    if (!this.type)
      return done(
        new DomainError(
          'DOCUMENT_TYPE',
          MessageKeys.documentTypeNotAllowed,
          'invalid',
          'files',
          ATTACHMENT_MESSAGE_PARAMS,
        ),
      );
    done(null, head);
  }
}
