import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BULK_UPLOAD_STEP } from '@rent/domain';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { BULK_UPLOADS_QUEUE, BulkUploadProcessor, DevKeyStore, QUEUE_NAMESPACE, SIGNATURE_HEADER } from '@rent/backend';
import { keyHolder, sign, signaturesRequired } from './support/signing.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';
import { sql } from './support/test-database.js';
import { deleteKeysUnder } from './support/redis-keys.js';
import { locales } from './support/refusals.js';
import { killedPastLimit } from './support/stalled-jobs.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Issue 21: a large lessor uploads its contracts as a CSV. Each row is checked with the form's schema and
// rules and refused with the form's message on its field and the line it is on; the good rows are
// registered as the form registers them; a row's own id makes a re-upload register nothing twice.
let t: TestApp;
let lessor: ApiClient;
let stranger: ApiClient;

beforeAll(async () => {
  t = await startApp();
  [lessor, stranger] = await Promise.all([ApiClient.signIn(t.baseUrl, 'lessor'), ApiClient.signIn(t.baseUrl, 'legal')]);
});
afterAll(() => t.close());

const HEADER = 'rowId,contractNumber,contractDate,lesseeId,cadastralNumber,area,monthlyPayment,beginDate,endDate';
const office = '10:09:03:01:02:0017';
const person = demo('individual').login;
const FILE = [
  HEADER,
  `erp-1,BULK-1,2026-11-20,${person},${office},10,900000,2026-12-01,2027-11-30`,
  `erp-2,BULK-2,2026-11-20,${person},${office},12,950000,2026-12-01,2027-11-30`,
  // Line 4: an area that is no number; line 5: a lessee that is no TIN or PINFL.
  `erp-3,BULK-3,2026-11-20,${person},${office},ten,900000,2026-12-01,2027-11-30`,
  `erp-4,BULK-4,2026-11-20,12345,${office},10,900000,2026-12-01,2027-11-30`,
  // Line 6: ends before it begins; line 7: the row id of line 2 again.
  `erp-5,BULK-5,2026-11-20,${person},${office},10,900000,2027-12-01,2027-11-30`,
  `erp-1,BULK-6,2026-11-20,${person},${office},10,900000,2026-12-01,2027-11-30`,
  `"erp-7","BULK-7",2026-11-20,${person},${office},8.5,900000,2026-12-01,2027-11-30`,
].join('\n');

async function upload(client: ApiClient, csv: string) {
  const res = await fetch(`${t.baseUrl}/contracts/bulk-uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'text/csv' },
    body: csv,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** The upload's status once its job is over, as a client polling it sees it. */
async function finished(id: string) {
  for (let i = 0; i < 300; i++) {
    const res = await lessor.get(`/contracts/bulk-uploads/${id}`);
    if (['done', 'failed'].includes(res.body.state)) return res.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the upload did not finish');
}

const bulkContracts = async () => {
  const rows = await sql<{ contract_number: string }>(
    t.databaseUrl,
    `SELECT data->>'contractNumber' AS contract_number FROM events WHERE type = 'ContractCreated' AND data->>'contractNumber' LIKE 'BULK-%' ORDER BY 1`,
  );
  return rows.map((r) => r.contract_number);
};

describe('a bulk upload of contracts', () => {
  it('registers the good rows and returns the bad ones with line, field and the form’s message', async () => {
    const started = await upload(lessor, FILE);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ state: expect.stringMatching(/waiting|running|done/) });
    const done = await finished(started.body.id);
    expect(done).toMatchObject({
      state: 'done',
      total: 7,
      processed: 7,
      registered: 3,
      alreadyRegistered: 0,
      refused: 4,
      // The lists read after it (the client sends it back as X-Read-After) hold all three contracts, however
      // far the projections are behind the job: a CI run read the list once before BULK-2 was in it.
      position: expect.stringMatching(/^\d+-\d+$/),
    });
    expect(done.errors).toEqual([
      { line: 4, rowId: 'erp-3', field: 'area', message: expect.stringMatching(/^errors\./) },
      { line: 5, rowId: 'erp-4', field: 'lesseeId', message: expect.stringMatching(/^errors\./) },
      { line: 6, rowId: 'erp-5', field: 'endDate', message: 'errors.endBeforeStart' },
      { line: 7, rowId: 'erp-1', field: 'rowId', message: 'errors.bulkRowIdRepeated' },
    ]);
    expect(await bulkContracts()).toEqual(['BULK-1', 'BULK-2', 'BULK-7']);
    const list = await lessor.get('/contracts?filter={"box":"sent"}&range=[0,49]');
    expect(list.body.map((c: { contractNumber: string }) => c.contractNumber)).toEqual(
      expect.arrayContaining(['BULK-1', 'BULK-2', 'BULK-7']),
    );
  });

  it('registers nothing twice when the file comes again, and a row put right is registered', async () => {
    const fixed = FILE.replace(',ten,', ',11,');
    const again = await finished((await upload(lessor, fixed)).body.id);
    expect(again).toMatchObject({ state: 'done', registered: 1, alreadyRegistered: 3, refused: 3 });
    expect(await bulkContracts()).toEqual(['BULK-1', 'BULK-2', 'BULK-3', 'BULK-7']);
    const [kept] = await sql<{ n: string }>(t.databaseUrl, 'SELECT count(*) AS n FROM bulk_upload_rows');
    expect(Number(kept!.n)).toBe(4);
  });

  it('names a missing column, and is another party’s business to not see (404)', async () => {
    const started = await upload(lessor, 'rowId,contractNumber\nx,BULK-9');
    const failed = await finished(started.body.id);
    expect(failed.state).toBe('failed');
    expect(failed.errors).toContainEqual({ line: 1, rowId: '', field: 'area', message: 'errors.bulkColumnMissing' });
    expect((await stranger.get(`/contracts/bulk-uploads/${started.body.id}`)).status).toBe(404);
    expect((await lessor.post('/contracts/bulk-uploads', { rows: [] })).status).toBe(415);
  });
});

describe('where every step must be signed', () => {
  let signedApp: TestApp;
  let owner: ApiClient;
  let keys: DevKeyStore;

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rp-bulk-'));
    keys = await DevKeyStore.open(dir);
    signedApp = await startApp(signaturesRequired(dir));
    owner = await ApiClient.signIn(signedApp.baseUrl, 'lessor');
  });
  afterAll(() => signedApp?.close());

  const send = (csv: string, pkcs7?: string) =>
    fetch(`${signedApp.baseUrl}/contracts/bulk-uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'text/csv',
        ...(pkcs7 ? { [SIGNATURE_HEADER]: pkcs7 } : {}),
      },
      body: csv,
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, any> }));
  const sha256 = (csv: string) => createHash('sha256').update(csv).digest('hex');

  it('takes a file signed whole by the party, once; each contract it registers carries that signature', async () => {
    const csv = [HEADER, `sig-1,BULK-S1,2026-11-20,${person},${office},3,900000,2026-12-01,2027-11-30`].join('\n');
    const key = await keys.issue(keyHolder(demo('lessor').login));
    const stranger = await keys.issue(keyHolder(demo('legal').login));
    const id = randomUUID();
    expect((await send(csv)).body.code).toBe('SIGNATURE_REQUIRED');
    // Another party's key, and the party's key over other bytes, are refused; nothing is kept.
    expect((await send(csv, await sign(stranger, BULK_UPLOAD_STEP, id, { sha256: sha256(csv) }, 0))).body.code).toBe(
      'SIGNER_NOT_PARTY',
    );
    const other = await sign(key, BULK_UPLOAD_STEP, id, { sha256: sha256(`${csv}\n`) }, 0);
    expect((await send(csv, other)).body.code).toBe('SIGNATURE_DOCUMENT_MISMATCH');
    const pkcs7 = await sign(key, BULK_UPLOAD_STEP, id, { sha256: sha256(csv) }, 0);
    const started = await send(csv, pkcs7);
    expect([started.status, started.body.id]).toEqual([202, id]);
    // The same signed file again is the same upload: refused, not taken twice.
    expect((await send(csv, pkcs7)).status).toBe(409);
    let done: Record<string, any> = {};
    for (let i = 0; i < 300 && !['done', 'failed'].includes(done.state); i++) {
      await new Promise((r) => setTimeout(r, 200));
      done = (await owner.get(`/contracts/bulk-uploads/${id}`)).body;
    }
    expect(done).toMatchObject({ state: 'done', registered: 1, refused: 0 });
    const [created] = await sql<{ signature: { pinfl: string | null; tin: string | null } | null }>(
      signedApp.databaseUrl,
      `SELECT metadata->'signature' AS signature FROM events WHERE type = 'ContractCreated' AND data->>'contractNumber' = 'BULK-S1'`,
    );
    expect(created!.signature).toMatchObject({ tin: demo('lessor').login });
  });
});

describe('when the portal fails under an upload', () => {
  let app: TestApp;
  let owner: ApiClient;

  beforeAll(async () => {
    // The Redis check five times a second, so a loss is noticed within the test's patience.
    app = await startApp({ REDIS_CHECK_MS: '200' });
    owner = await ApiClient.signIn(app.baseUrl, 'lessor');
  });
  afterAll(() => app?.close());

  const file = (prefix: string) =>
    [
      HEADER,
      ...[1, 2, 3, 4, 5].map(
        (n) =>
          `${prefix}-${n},${prefix.toUpperCase()}-${n},2026-11-20,${person},${office},3,900000,2026-12-01,2027-11-30`,
      ),
    ].join('\n');
  const post = async (client: ApiClient, csv: string) => {
    const res = await fetch(`${app.baseUrl}/contracts/bulk-uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const send = async (csv: string) => {
    const res = await post(owner, csv);
    expect(res.status).toBe(202);
    return res.body.id as string;
  };
  const until = async (id: string) => {
    for (let i = 0; i < 300; i++) {
      const res = await owner.get(`/contracts/bulk-uploads/${id}`);
      if (['done', 'failed'].includes(res.body.state)) return res.body;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the upload did not finish');
  };
  const registeredOnce = async (prefix: string) =>
    sql<{ contract_number: string; n: string }>(
      app.databaseUrl,
      `SELECT data->>'contractNumber' AS contract_number, count(*) AS n FROM events
        WHERE type = 'ContractCreated' AND data->>'contractNumber' LIKE $1 GROUP BY 1 ORDER BY 1`,
      [`${prefix.toUpperCase()}-%`],
    );
  /** The database refusing the file's rows `times` times, as a database restarting under the job would. */
  const databaseFails = (rowId: string, times: number) =>
    sql(
      app.databaseUrl,
      `CREATE SEQUENCE IF NOT EXISTS db_fault;
       CREATE OR REPLACE FUNCTION db_fault() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.row_id = '${rowId}' AND nextval('db_fault') <= ${times} THEN RAISE EXCEPTION 'the database went away'; END IF;
         RETURN NEW;
       END $$;
       DROP TRIGGER IF EXISTS db_fault ON bulk_upload_rows;
       CREATE TRIGGER db_fault BEFORE INSERT ON bulk_upload_rows FOR EACH ROW EXECUTE FUNCTION db_fault();
       SELECT setval('db_fault', 1, false);`,
    );

  it('a run the database cut short is tried again, and registers each row once', async () => {
    await databaseFails('cut-3', 1);
    const done = await until(await send(file('cut')));
    // Before, the run died on the row and its upload said "running" for ever.
    expect(done).toMatchObject({
      state: 'done',
      total: 5,
      registered: 5,
      alreadyRegistered: 0,
      refused: 0,
      errors: [],
    });
    expect(await registeredOnce('cut')).toEqual([1, 2, 3, 4, 5].map((n) => ({ contract_number: `CUT-${n}`, n: '1' })));
  });

  it('a run the portal cannot finish ends failed, saying so; the file sent again registers the rest, once', async () => {
    await databaseFails('gone-2', 3);
    const failed = await until(await send(file('gone')));
    expect(failed).toMatchObject({
      state: 'failed',
      errors: [{ line: 0, rowId: '', field: null, message: 'errors.bulkUploadInterrupted' }],
    });
    const kept = await registeredOnce('gone');
    expect(kept.map((r) => r.contract_number)).not.toContain('GONE-2');
    expect(failed.registered).toBe(kept.length);
    const again = await until(await send(file('gone')));
    expect(again).toMatchObject({ state: 'done', registered: 5 - kept.length, alreadyRegistered: kept.length });
    expect(await registeredOnce('gone')).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ contract_number: `GONE-${n}`, n: '1' })),
    );
  });

  it('a party has one upload open at a time; another party is not held back by it', async () => {
    const queue = app.app.get<Queue>(getQueueToken(BULK_UPLOADS_QUEUE));
    await queue.pause();
    const first = await send(file('one'));
    const [second, third] = await Promise.all([post(owner, file('two')), post(owner, file('two'))]);
    for (const refused of [second, third]) {
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        409,
        'UPLOAD_IN_PROGRESS',
        'errors.bulkUploadInProgress',
      ]);
      for (const texts of locales) expect(texts[refused.body.message]).toEqual(expect.stringMatching(/\S/));
    }
    const other = await post(await ApiClient.signIn(app.baseUrl, 'legal'), `${HEADER}\nx-1,X-1,2026-11-20`);
    expect(other.status).toBe(202);
    await queue.resume();
    expect(await until(first)).toMatchObject({ state: 'done', registered: 5 });
    // Once it is done, the next file is taken.
    expect(await until(await send(file('two')))).toMatchObject({ state: 'done', registered: 5 });
  });

  it('an upload open for over an hour no longer holds its party back', async () => {
    // An upload the portal lost for good (its job gone, its state still open) is what this stands for.
    const queue = app.app.get<Queue>(getQueueToken(BULK_UPLOADS_QUEUE));
    await queue.pause();
    const stale = await send(file('stale'));
    const opened = (minutes: number) =>
      sql(app.databaseUrl, `UPDATE bulk_uploads SET created_at = now() - $2 * interval '1 minute' WHERE id = $1`, [
        stale,
        minutes,
      ]);
    await opened(59);
    expect((await post(owner, file('after'))).status).toBe(409);
    await opened(61);
    const after = await send(file('after'));
    await queue.resume();
    expect(await until(stale)).toMatchObject({ state: 'done', registered: 5 });
    expect(await until(after)).toMatchObject({ state: 'done', registered: 5 });
  });

  it('an upload whose job BullMQ gives up after its workers died ends failed, saying so, not running for ever', async () => {
    // As many deaths as the processor allows (three), and one more.
    const id = await killedPastLimit(
      app.app.get(BulkUploadProcessor),
      app.app.get<Queue>(getQueueToken(BULK_UPLOADS_QUEUE)),
      () => send(file('killed')),
      3,
    );
    // The portal's worker takes it next, and BullMQ fails it there without running it.
    expect(await until(id)).toMatchObject({
      state: 'failed',
      errors: [{ line: 0, rowId: '', field: null, message: 'errors.bulkUploadInterrupted' }],
    });
    expect(await registeredOnce('killed')).toEqual([]);
  });

  it('an upload whose job Redis lost is queued again from the database and runs', async () => {
    // The queue paused, the job waits in Redis untaken, when Redis loses it (and the pause with it).
    const queue = app.app.get<Queue>(getQueueToken(BULK_UPLOADS_QUEUE));
    await queue.pause();
    const id = await send(file('lost'));
    expect(await queue.getJob(id)).toBeDefined();
    expect(await deleteKeysUnder(app.app.get<string>(QUEUE_NAMESPACE), REDIS_URL)).toBeGreaterThan(0);
    // Before, nothing held it any more: the upload said "waiting" for ever.
    expect(await until(id)).toMatchObject({ state: 'done', registered: 5 });
    expect((await registeredOnce('lost')).length).toBe(5);
  });
});
