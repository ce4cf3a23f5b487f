import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { ApiClient } from './test-app.js';

/** A file as a person picks it: its name and bytes. */
export interface PickedFile {
  name: string;
  bytes: Buffer;
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The manifest the party signs: each file's name, size and SHA-256, in order. */
export const manifestOf = (files: PickedFile[]) =>
  files.map((f) => ({ fileName: f.name, size: f.bytes.length, sha256: sha256(f.bytes) }));

/** Uploads as the browser does (docs/api.md "Attached documents"): the manifest field first, then the files. */
export async function uploadDocument(
  baseUrl: string,
  client: ApiClient,
  contractId: string,
  files: PickedFile[],
  kind = 'CONTRACT_FILE',
  manifest = manifestOf(files),
) {
  const form = new FormData();
  form.append('files', JSON.stringify(manifest));
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)]), f.name);
  const res = await fetch(`${baseUrl}/contracts/${contractId}/attachments/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A party's download of an attached document: its status, headers and bytes. */
export async function downloadDocument(baseUrl: string, client: ApiClient, contractId: string, attachmentId: string) {
  const res = await fetch(`${baseUrl}/contracts/${contractId}/attachments/${attachmentId}`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A real PDF of some pages, as a scanner or a word processor makes one. */
export async function aPdf(pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage().drawText(`Ijara shartnomasi, ${i + 1}-bet`);
  return Buffer.from(await doc.save());
}
