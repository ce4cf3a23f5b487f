import { randomBytes } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import {
  aPdf,
  downloadDocument,
  manifestOf,
  type PickedFile,
  sha256,
  uploadDocument,
} from './support/document-upload.js';
import { sql } from './support/test-database.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { aContract } from './fixtures/contracts.js';

// Spec §3 attached documents, §5/§9 "at most 30 MB", §8 "document not attached", "document not merged":
// a party attaches the contract file, the placement scheme or the application; files are checked by
// content, covered by the signed manifest's SHA-256, merged when several scans make one document, and
// found by the contract's parties only.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let stranger: ApiClient;
let contractId: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await startApp();
  const [owner, tenant, other] = await Promise.all([aLegalEntity(t), anIndividual(t), anIndividual(t)]);
  const office = await aProperty(t, owner.partyId);
  [lessor, lessee, stranger] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, tenant),
    ApiClient.signIn(t.baseUrl, other),
  ]);
  contractId = (await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: office })).id;
}, 120_000);
afterAll(() => t.close());

const upload = (client: ApiClient, files: PickedFile[], kind?: string, manifest?: ReturnType<typeof manifestOf>) =>
  uploadDocument(t.baseUrl, client, contractId, files, kind, manifest);
const download = (client: ApiClient, attachmentId: string) =>
  downloadDocument(t.baseUrl, client, contractId, attachmentId);

/** A small grey PNG, as a phone's scan would be (8-bit greyscale). */
function aPng(width = 40, height = 60): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const counts = async () => {
  const [row] = await sql<{ events: string; chunks: string }>(
    t.databaseUrl,
    'SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM attachment_chunks) AS chunks',
  );
  return row!;
};

describe('a party attaches a document', () => {
  it('the lessor attaches the signed contract as a PDF; both parties list it and download the same bytes; the history shows it', async () => {
    const pdf = await aPdf(2);
    const res = await upload(lessor, [{ name: 'Shartnoma №17.pdf', bytes: pdf }]);
    expect(res.status).toBe(201);
    for (const party of [lessor, lessee]) {
      party.readAfter(res.body.position);
      const { body: list } = await party.get(`/contracts/${contractId}/attachments`);
      expect(list).toEqual([
        expect.objectContaining({
          kind: 'CONTRACT_FILE',
          fileName: 'Shartnoma №17.pdf',
          contentType: 'application/pdf',
          size: pdf.length,
          sha256: sha256(pdf),
          parts: 1,
        }),
      ]);
      const file = await download(party, list[0].attachmentId);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''Shartnoma%20%E2%84%9617.pdf");
      expect(sha256(file.bytes)).toBe(sha256(pdf));
    }
    const { body: history } = await lessee.get(`/contracts/${contractId}/history`);
    expect(history.at(-1)).toMatchObject({ eventType: 'DocumentAttached', details: { kind: 'CONTRACT_FILE' } });
  });

  it('the lessee attaches an application of two scans: one PDF of two pages is kept', async () => {
    const res = await upload(
      lessee,
      [
        { name: 'ariza-1.png', bytes: aPng() },
        { name: 'ariza-2.pdf', bytes: await aPdf(1) },
      ],
      'APPLICATION',
    );
    expect(res.status).toBe(201);
    lessee.readAfter(res.body.position);
    const { body: list } = await lessee.get(`/contracts/${contractId}/attachments`);
    const merged = list.find((a: { kind: string }) => a.kind === 'APPLICATION');
    expect(merged).toMatchObject({ fileName: 'ariza-1.pdf', contentType: 'application/pdf', parts: 2 });
    const { bytes } = await download(lessor, merged.attachmentId);
    expect(sha256(bytes)).toBe(merged.sha256);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });

  it('a file of 29 MB is kept whole', async () => {
    const big = Buffer.concat([await aPdf(1), randomBytes(29 * MB - 4096)]);
    const res = await upload(lessor, [{ name: 'sxema.pdf', bytes: big }], 'PLACEMENT_SCHEME');
    expect(res.status).toBe(201);
    lessor.readAfter(res.body.position);
    const { body: list } = await lessor.get(`/contracts/${contractId}/attachments`);
    expect(list.find((a: { kind: string }) => a.kind === 'PLACEMENT_SCHEME')).toMatchObject({
      size: big.length,
      sha256: sha256(big),
    });
  });
});

describe('what is refused, with nothing kept', () => {
  const refused = async (res: { status: number; body: unknown }, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ message });
  };

  it('over 30 MB, before it is stored', async () => {
    const before = await counts();
    const huge = Buffer.concat([await aPdf(1), Buffer.alloc(31 * MB)]);
    await refused(await upload(lessor, [{ name: 'katta.pdf', bytes: huge }]), 400, 'errors.documentTooLarge');
    expect(await counts()).toEqual(before);
  });

  it('a program named .pdf: the type is told by content', async () => {
    const before = await counts();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(5000)]);
    await refused(await upload(lessor, [{ name: 'shartnoma.pdf', bytes: exe }]), 400, 'errors.documentTypeNotAllowed');
    expect(await counts()).toEqual(before);
  });

  it('a file other than the one signed (its SHA-256 differs)', async () => {
    const before = await counts();
    const pdf = await aPdf(1);
    const manifest = manifestOf([{ name: 'a.pdf', bytes: Buffer.concat([pdf, Buffer.from(' ')]) }]);
    manifest[0]!.size = pdf.length;
    await refused(
      await upload(lessor, [{ name: 'a.pdf', bytes: pdf }], 'CONTRACT_FILE', manifest),
      400,
      'errors.documentNotAsSigned',
    );
    expect(await counts()).toEqual(before);
  });

  it('scans that cannot be merged (a damaged PDF among them)', async () => {
    const before = await counts();
    const damaged = Buffer.from('%PDF-1.7\nnot really a pdf at all', 'latin1');
    const res = await upload(lessor, [
      { name: '1.png', bytes: aPng() },
      { name: '2.pdf', bytes: damaged },
    ]);
    await refused(res, 400, 'errors.documentNotMerged');
    expect(await counts()).toEqual(before);
  });

  it('no file, or a kind the portal does not know', async () => {
    await refused(await upload(lessor, []), 400, 'errors.documentNotAttached');
    expect((await upload(lessor, [{ name: 'a.pdf', bytes: await aPdf() }], 'PASSPORT')).status).toBe(404);
  });

  it('a body that is no form at all (JSON, plain text, nothing), or no manifest, is answered at once, not left hanging', async () => {
    const before = await counts();
    const boundary = 'fz-boundary';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="files"\r\n\r\n{"a":1}\r\n--${boundary}--\r\n`;
    for (const [type, body] of [
      ['application/json', '{"files":[]}'],
      ['text/plain', 'files'],
      [undefined, undefined],
      // A form whose manifest is no list of files: told in our words, not the schema library's English.
      [`multipart/form-data; boundary=${boundary}`, form],
    ] as const) {
      const res = await fetch(`${t.baseUrl}/contracts/${contractId}/attachments/CONTRACT_FILE`, {
        method: 'POST',
        headers: { authorization: `Bearer ${lessor.token}`, ...(type && { 'content-type': type }) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      expect({ type, status: res.status }).toEqual({ type, status: 400 });
      expect(await res.json()).toMatchObject({
        message: 'errors.documentNotAttached',
        errors: { files: 'errors.documentNotAttached' },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('a stranger finds no contract to attach to, list or download from', async () => {
    const before = await counts();
    expect((await upload(stranger, [{ name: 'a.pdf', bytes: await aPdf() }])).status).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await stranger.get(`/contracts/${contractId}/attachments`)).status).toBe(404);
    const { body: list } = await lessor.get(`/contracts/${contractId}/attachments`);
    expect((await download(stranger, list[0].attachmentId)).status).toBe(404);
  });
});
