import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUE_NAMESPACE, REGISTRY_IMPORTS_QUEUE, RedisLossWatch, RegistryImportProcessor } from '@rent/backend';
import type { RegistryImport } from '@rent/domain';
import { anOperator } from './fixtures/parties.js';
import { sql } from './support/test-database.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { deleteKeysUnder } from './support/redis-keys.js';
import { killedPastLimit } from './support/stalled-jobs.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Issue 19, screen 6: a supervisor loads a registry extract from the browser; a worker imports it all or
// nothing, with its progress, and a refused file names its line and field and changes nothing.
let t: TestApp;
let supervisor: ApiClient;

beforeAll(async () => {
  t = await startApp();
  supervisor = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['SUPERVISOR']));
});
afterAll(() => t.close());

/** The file as the back-office sends it: the CSV itself as the body, its name in a header. */
async function upload(
  client: ApiClient,
  registry: string,
  name: string,
  csv: string,
  header = encodeURIComponent(name),
) {
  const res = await fetch(`${t.baseUrl}/operator/registries/${registry}/imports`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${client.token}`,
      'content-type': 'text/csv',
      'x-file-name': header,
    },
    body: csv,
  });
  return { status: res.status, body: (await res.json()) as RegistryImport };
}

async function settled(id: string): Promise<RegistryImport> {
  for (let i = 0; ; i++) {
    const load = ((await supervisor.get('/operator/registries/imports')).body as RegistryImport[]).find(
      (l) => l.id === id,
    )!;
    if (['done', 'failed'].includes(load.state) || i === 200) return load;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a registry extract loaded from the back-office', () => {
  it('is imported by a worker, and the history says how many rows', async () => {
    const started = await upload(
      supervisor,
      'taxpayers',
      'soliq-2026-11.csv',
      'tin,name,address,director,registered_at\n305100001,«Sirdaryo Don» MChJ,"Guliston sh., 3",Aliyev Anvar,2019-04-01\n305100002,«Jizzax Mebel» XK,Jizzax sh.,Karimova Dilnoza,2021-09-15\n',
    );
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ registry: 'taxpayers', fileName: 'soliq-2026-11.csv', state: 'waiting' });
    expect(await settled(started.body.id)).toMatchObject({
      state: 'done',
      rows: 2,
      error: null,
      bytes: expect.any(Number),
    });
    const rows = await sql(
      t.databaseUrl,
      "SELECT name FROM taxpayers WHERE tin IN ('305100001', '305100002') ORDER BY tin",
    );
    expect(rows).toEqual([{ name: '«Sirdaryo Don» MChJ' }, { name: '«Jizzax Mebel» XK' }]);
    expect(await sql(t.databaseUrl, 'SELECT 1 FROM registry_import_chunks')).toEqual([]);
  });

  it('refuses a bad extract by line and field, importing none of it', async () => {
    const started = await upload(
      supervisor,
      'taxpayers',
      'bad.csv',
      'tin,name,address,director,registered_at\n305100003,«Yaxshi» MChJ,Qarshi sh.,Aliyev Anvar,2019-04-01\n30510000X,«Yomon» MChJ,Qarshi sh.,Aliyev Anvar,2019-04-01\n',
    );
    expect(started.status).toBe(202);
    const load = await settled(started.body.id);
    expect(load).toMatchObject({ state: 'failed', rows: 0 });
    expect(load.error).toMatch(/line 3, field tin/);
    expect(await sql(t.databaseUrl, "SELECT 1 FROM taxpayers WHERE tin = '305100003'")).toEqual([]);
  });

  it('is refused to an operator, and for a registry there is not', async () => {
    const operator = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR']));
    expect((await upload(operator, 'taxpayers', 'x.csv', 'tin\n')).status).toBe(403);
    expect((await operator.get('/operator/registries/imports')).status).toBe(200);
    expect((await upload(supervisor, 'no-such-registry', 'x.csv', 'tin\n')).status).toBe(400);
    expect((await supervisor.post('/operator/registries/taxpayers/imports', { tin: '305100004' })).status).toBe(415);
  });

  it('keeps a name sent without its percent-encoding as it came, rather than failing on it', async () => {
    const csv = 'tin,name,address,director,registered_at\n305100021,«Raw Name» MChJ,Toshkent,Aliyev Anvar,2020-01-01\n';
    const res = await upload(supervisor, 'taxpayers', '', csv, '100%_taxpayers.csv');
    expect(res.status).toBe(202);
    expect(res.body.fileName).toBe('100%_taxpayers.csv');
    expect((await settled(res.body.id)).state).toBe('done');
  });
});

describe('Redis emptied under a load', () => {
  it('a load whose job was lost is queued again from the file the database keeps, and imported', async () => {
    // The queue paused, the job waits in Redis untaken when Redis loses it (and the pause with it).
    const queue = t.app.get<Queue>(getQueueToken(REGISTRY_IMPORTS_QUEUE));
    await queue.pause();
    const started = await upload(
      supervisor,
      'taxpayers',
      'soliq-2026-12.csv',
      'tin,name,address,director,registered_at\n305100009,«Navoiy Tosh» MChJ,Navoiy sh.,Aliyev Anvar,2020-02-01\n',
    );
    expect(started.body).toMatchObject({ state: 'waiting' });
    expect(await deleteKeysUnder(t.app.get<string>(QUEUE_NAMESPACE), REDIS_URL)).toBeGreaterThan(0);
    // What the watch does when its next check finds the marker gone.
    await t.app.get(RedisLossWatch).check();
    expect(await settled(started.body.id)).toMatchObject({ state: 'done', rows: 1 });
    expect(await sql(t.databaseUrl, "SELECT name FROM taxpayers WHERE tin = '305100009'")).toEqual([
      { name: '«Navoiy Tosh» MChJ' },
    ]);
  });
});

describe('the database failing under a load', () => {
  it('a load the database cut short is tried again and imported whole', async () => {
    // The database refusing the extract's rows once, as one restarting under the import would.
    await sql(
      t.databaseUrl,
      `CREATE SEQUENCE import_fault;
       CREATE FUNCTION import_fault() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.tin = '305100011' AND nextval('import_fault') <= 1 THEN RAISE EXCEPTION 'the database went away'; END IF;
         RETURN NEW;
       END $$;
       CREATE TRIGGER import_fault BEFORE INSERT ON taxpayers FOR EACH ROW EXECUTE FUNCTION import_fault();`,
    );
    try {
      const started = await upload(
        supervisor,
        'taxpayers',
        'soliq-2026-12-c.csv',
        'tin,name,address,director,registered_at\n305100011,«Termiz Don» MChJ,Termiz sh.,Aliyev Anvar,2020-02-01\n',
      );
      expect(await settled(started.body.id)).toMatchObject({ state: 'done', rows: 1, error: null });
      expect(await sql(t.databaseUrl, "SELECT name FROM taxpayers WHERE tin = '305100011'")).toEqual([
        { name: '«Termiz Don» MChJ' },
      ]);
      expect(
        await sql(t.databaseUrl, 'SELECT import_id FROM registry_import_chunks WHERE import_id = $1', [
          started.body.id,
        ]),
      ).toEqual([]);
    } finally {
      await sql(
        t.databaseUrl,
        'DROP TRIGGER import_fault ON taxpayers; DROP FUNCTION import_fault; DROP SEQUENCE import_fault',
      );
    }
  });
});

describe('workers killed under a load', () => {
  it('a load whose job BullMQ gives up after its workers died is shown failed, not running for ever, and its file dropped', async () => {
    const queue = t.app.get<Queue>(getQueueToken(REGISTRY_IMPORTS_QUEUE));
    const id = await killedPastLimit(t.app.get(RegistryImportProcessor), queue, async () => {
      const started = await upload(
        supervisor,
        'taxpayers',
        'soliq-2026-12-b.csv',
        'tin,name,address,director,registered_at\n305100010,«Qarshi Un» MChJ,Qarshi sh.,Aliyev Anvar,2020-02-01\n',
      );
      return started.body.id;
    });
    // The portal's worker takes it next, and BullMQ fails it there without running the import.
    expect(await settled(id)).toMatchObject({ state: 'failed', rows: 0, error: expect.stringContaining('stalled') });
    expect(await sql(t.databaseUrl, 'SELECT import_id FROM registry_import_chunks WHERE import_id = $1', [id])).toEqual(
      [],
    );
    expect(await sql(t.databaseUrl, "SELECT name FROM taxpayers WHERE tin = '305100010'")).toEqual([]);
  });
});
