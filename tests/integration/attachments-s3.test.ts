import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from './support/test-database.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { startFakeS3, type FakeS3 } from './support/fake-s3.js';
import { aPdf, downloadDocument, sha256, uploadDocument } from './support/document-upload.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { aContract } from './fixtures/contracts.js';

// The production store of attached documents (ATTACHMENT_STORE=s3): the same API over an S3-compatible
// store, reached through the AWS SDK as a real one would be (a fake speaking the S3 protocol stands for it).
let s3: FakeS3;
let t: TestApp;
let lessor: ApiClient;
let contractId: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  s3 = await startFakeS3();
  // The SDK's own way to credentials; the fake checks no signature.
  process.env.AWS_ACCESS_KEY_ID = 'test-key';
  process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
  t = await startApp({
    ATTACHMENT_STORE: 's3',
    S3_BUCKET: 'rent-documents',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
  });
  const [owner, tenant] = await Promise.all([aLegalEntity(t), anIndividual(t)]);
  const office = await aProperty(t, owner.partyId);
  lessor = await ApiClient.signIn(t.baseUrl, owner);
  contractId = (await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: office })).id;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

it('a 12 MB document goes to the bucket in parts and comes back the same; the database keeps none of it', async () => {
  const pdf = Buffer.concat([await aPdf(1), randomBytes(12 * MB)]);
  const res = await uploadDocument(t.baseUrl, lessor, contractId, [{ name: 'shartnoma.pdf', bytes: pdf }]);
  expect(res.status).toBe(201);
  lessor.readAfter(res.body.position);
  const [attached] = (await lessor.get(`/contracts/${contractId}/attachments`)).body;
  expect(s3.objects.get(`rent-documents/attachments/${attached.attachmentId}`)?.equals(pdf)).toBe(true);
  expect(s3.openUploads()).toBe(0);
  const file = await downloadDocument(t.baseUrl, lessor, contractId, attached.attachmentId);
  expect(sha256(file.bytes)).toBe(sha256(pdf));
  const [row] = await sql<{ n: string }>(t.databaseUrl, 'SELECT count(*) AS n FROM attachment_chunks');
  expect(Number(row!.n)).toBe(0);
});

it('a refused file leaves nothing in the bucket, not even an unfinished upload', async () => {
  const kept = s3.objects.size;
  const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), randomBytes(7 * MB)]);
  const res = await uploadDocument(t.baseUrl, lessor, contractId, [{ name: 'shartnoma.pdf', bytes: exe }]);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('errors.documentTypeNotAllowed');
  expect(s3.objects.size).toBe(kept);
  expect(s3.openUploads()).toBe(0);
});
