import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ContractJobsProcessor, UploadLedger } from '@rent/backend';
import { aPdf, downloadDocument, uploadDocument } from './support/document-upload.js';
import { sql } from './support/test-database.js';
import { ApiClient, startApp, TestClock, type TestApp } from './support/test-app.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { aContract } from './fixtures/contracts.js';

// A process killed mid-upload (kill -9 after a file is kept, before its DocumentAttached is written, or
// between the append and the ledger's settle) leaves a file no event names. Every file an upload keeps
// is on the ledger from before its first byte until its event names it or it is removed; the daily sweep
// removes the files of uploads over six hours old that no event names, and keeps the ones an event does.
const clock = new TestClock(new Date('2026-06-10T10:00:00+05:00'));
let t: TestApp;
let lessor: ApiClient;
let contractId: string;

beforeAll(async () => {
  t = await startApp({}, clock);
  const [owner, tenant] = await Promise.all([aLegalEntity(t), anIndividual(t)]);
  lessor = await ApiClient.signIn(t.baseUrl, owner);
  contractId = (
    await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: await aProperty(t, owner.partyId) })
  ).id;
}, 120_000);
afterAll(() => t.close());

const stored = async () => {
  const [row] = await sql<{ uploads: string; files: string }>(
    t.databaseUrl,
    `SELECT (SELECT count(*) FROM attachment_uploads) AS uploads,
            (SELECT count(DISTINCT attachment_id) FROM attachment_chunks) AS files`,
  );
  return { uploads: Number(row!.uploads), files: Number(row!.files) };
};
const sweep = async () => (await t.app.get(ContractJobsProcessor).sweep()).abandonedUploads;

/** What a killed upload leaves: its file kept through the ledger, and no step recorded. */
async function aKilledUpload(): Promise<string> {
  const id = randomUUID();
  await t.app
    .get(UploadLedger)
    .forContract(contractId)
    .save(id, Readable.from([await aPdf(1)]));
  return id;
}

describe('uploads a killed process left behind', () => {
  it('a finished upload and a refused one leave nothing on the ledger', async () => {
    const attached = await uploadDocument(t.baseUrl, lessor, contractId, [{ name: 'a.pdf', bytes: await aPdf(1) }]);
    expect(attached.status).toBe(201);
    const refused = await uploadDocument(t.baseUrl, lessor, contractId, [
      { name: 'b.pdf', bytes: Buffer.from('not a pdf at all') },
    ]);
    expect(refused.status).toBe(400);
    expect(await stored()).toEqual({ uploads: 0, files: 1 });
  });

  it('the sweep leaves an upload younger than six hours alone, then removes its file', async () => {
    await aKilledUpload();
    expect(await stored()).toEqual({ uploads: 1, files: 2 });
    clock.set('2026-06-10T15:59:00+05:00');
    expect(await sweep()).toBe(0);
    expect(await stored()).toEqual({ uploads: 1, files: 2 });
    clock.set('2026-06-10T16:01:00+05:00');
    expect(await sweep()).toBe(1);
    expect(await stored()).toEqual({ uploads: 0, files: 1 });
  });

  it('a file whose event was written before the process died is kept: only its ledger row goes', async () => {
    const attached = await uploadDocument(t.baseUrl, lessor, contractId, [{ name: 'c.pdf', bytes: await aPdf(2) }]);
    expect(attached.status).toBe(201);
    lessor.readAfter(attached.body.position);
    const list = (await lessor.get(`/contracts/${contractId}/attachments`)).body as { attachmentId: string }[];
    const { attachmentId } = list.at(-1)!;
    // Died between the append and the settle: the ledger still holds the file's row.
    await sql(
      t.databaseUrl,
      'INSERT INTO attachment_uploads (attachment_id, contract_id, started_at) VALUES ($1, $2, $3)',
      [attachmentId, contractId, new Date('2026-06-10T10:00:00+05:00')],
    );
    clock.set('2026-06-11T10:00:00+05:00');
    expect(await sweep()).toBe(0);
    expect(await stored()).toEqual({ uploads: 0, files: 2 });
    expect((await downloadDocument(t.baseUrl, lessor, contractId, attachmentId)).status).toBe(200);
  });
});
