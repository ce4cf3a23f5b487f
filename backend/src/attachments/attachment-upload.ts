import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import {
  type AttachedFile,
  type AttachmentType,
  DomainError,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_PARTS,
  MessageKeys,
} from '@rent/domain';
import type { AttachmentStore } from './attachment-store.js';
import { InspectedFile, tooLarge } from './inspected-file.js';

/** A file as kept: its id in the store, and what passed through. */
export interface StoredPart {
  id: string;
  type: AttachmentType;
  size: number;
  sha256: string;
}

/** Room for the multipart envelope and the manifest around the files themselves. */
const ENVELOPE_BYTES = 256 * 1024;

/**
 * Reads a multipart upload as it arrives: first the `files` field (the manifest the party signed: each
 * file's name, size and SHA-256), handed to `accept`, which refuses a stranger or a bad signature before a
 * byte is kept; then the files, in the manifest's order, each streamed through its inspection into the
 * store. A body that says it is larger than 30 MB is refused before anything is read into the store; one
 * that grows past it on the way is cut off there. What was kept of a refused upload is removed, and the
 * rest of the request is read and dropped so that the refusal reaches the browser.
 */
export async function readUpload(
  req: Request,
  store: AttachmentStore,
  accept: (manifest: unknown) => Promise<AttachedFile[]>,
): Promise<{ manifest: AttachedFile[]; parts: StoredPart[] }> {
  const declared = Number(req.headers['content-length']);
  if (declared > MAX_ATTACHMENT_BYTES + ENVELOPE_BYTES) return refuseUnread(req, tooLarge());
  const kept: StoredPart[] = [];
  let manifest: AttachedFile[] | undefined;
  // Fields and files are handled one after another, in the order they came: a file waits (and the
  // request with it) until the manifest is accepted.
  let queue: Promise<unknown> = Promise.resolve();
  let failure: unknown;
  const step = (work: () => Promise<unknown>) => {
    queue = queue.then(() => (failure ? undefined : work())).catch((error: unknown) => (failure ??= error));
  };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fields: 1, fieldSize: 64 * 1024, files: MAX_ATTACHMENT_PARTS, fileSize: MAX_ATTACHMENT_BYTES + 1 },
    });
  } catch {
    return refuseUnread(req, notAttached());
  }
  parser.on('field', (name, value) =>
    step(async () => {
      if (name !== 'files' || manifest) throw notAttached();
      manifest = await accept(parseJson(value));
    }),
  );
  parser.on('file', (_name, stream: Readable) => {
    step(async () => {
      if (!manifest || kept.length >= manifest.length) throw notAttached();
      const used = kept.reduce((sum, p) => sum + p.size, 0);
      const inspected = new InspectedFile(MAX_ATTACHMENT_BYTES - used);
      stream.on('limit', () => inspected.destroy(tooLarge()));
      const id = randomUUID();
      await store.save(id, stream.pipe(inspected));
      kept.push({ id, type: inspected.type!, size: inspected.bytesSeen, sha256: inspected.sha256 });
    });
    // A file not taken (after a refusal) is read through so the parser goes on to the end.
    void queue.finally(() => stream.resume());
  });
  await new Promise<void>((resolve) => {
    parser.on('close', resolve);
    parser.on('error', (error) => {
      failure ??= error instanceof DomainError ? error : notAttached();
      resolve();
    });
    req.pipe(parser);
  });
  await queue;
  if (!failure && (!manifest || kept.length !== manifest.length)) failure = notAttached();
  if (failure) {
    await Promise.all(kept.map((p) => store.remove(p.id)));
    req.resume();
    throw failure;
  }
  return { manifest: manifest!, parts: kept };
}

const notAttached = () => new DomainError('DOCUMENT_NOT_ATTACHED', MessageKeys.documentNotAttached, 'invalid', 'files');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notAttached();
  }
}

/**
 * Refuses without keeping anything: the body is read and dropped (a real browser waits to send it all).
 * A body read already (JSON or a form the body parsers took) has ended: waiting for its end would hang.
 */
async function refuseUnread(req: Request, error: DomainError): Promise<never> {
  if (req.readableEnded) throw error;
  await new Promise<void>((resolve) => {
    req.on('end', resolve);
    req.on('error', () => resolve());
    req.on('close', resolve);
    req.resume();
  });
  throw error;
}
