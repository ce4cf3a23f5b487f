import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createLogger, EVENT_STORE, type EventStore, ProjectorRunner } from '@rent/backend';
import { contractSummaryProjection, projections } from '@rent/projections';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { READ_MODEL_ROWS } from './support/read-model-tables.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Any read model can be rebuilt from the events while the API keeps serving; the rebuilt rows equal the live ones.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let parties: { lesseeId: string; cadastralNumber: string };

beforeAll(async () => {
  t = await startApp();
  const [owner, person] = [await aLegalEntity(t), await anIndividual(t)];
  // Room for the 41 contracts' 1,190 m².
  parties = { lesseeId: person.partyId, cadastralNumber: await aProperty(t, owner.partyId, { totalArea: 1200 }) };
  [lessor, lessee] = await Promise.all([ApiClient.signIn(t.baseUrl, owner), ApiClient.signIn(t.baseUrl, person)]);
  for (let i = 0; i < 40; i++) {
    const created = await lessor.post(
      '/contracts',
      aRegistration(parties, {
        contractNumber: `RB-${i}`,
        contractDate: '2026-11-01',
        area: 10 + i,
        monthlyPayment: 3_000_000 + i,
        endDate: '2027-12-01',
      }),
    );
    const id = created.body.id;
    lessee.readAfter(created.body.position);
    if (i % 4 === 1) await lessee.post(`/contracts/${id}/reject`, { reason: `No ${i}` });
    if (i % 4 === 2) await lessee.post(`/contracts/${id}/request-change`, { reason: `Fix ${i}` });
    if (i % 4 === 3) {
      await lessee.post(`/contracts/${id}/confirm`);
      const asked = await lessee.post(`/contracts/${id}/request-cancellation`, {
        reason: `End ${i}`,
        effectiveYear: 2027,
      });
      // Half of them agreed: from a later year the contract stays in force and holds its area until then.
      lessor.readAfter(asked.body.position);
      if (i % 8 === 7) await lessor.post(`/contracts/${id}/accept-cancellation`);
    }
  }
  // A contract in force since October with receipts: one issued, one disputed, one annulled (issue 21).
  const inForce = await lessor.post(
    '/contracts',
    aRegistration(parties, { contractNumber: 'RB-R', contractDate: '2026-09-20', beginDate: '2026-10-01' }),
  );
  lessee.readAfter(inForce.body.position);
  const confirmed = await lessee.post(`/contracts/${inForce.body.id}/confirm`);
  lessor.readAfter(confirmed.body.position);
  for (const amount of [1_000_000, 2_000_000, 3_000_000]) {
    const issued = await lessor.post(`/contracts/${inForce.body.id}/issue-receipt`, {
      month: '2026-10',
      amount,
      paidOn: '2026-10-05',
      method: 'CASH',
    });
    expect(issued.status).toBe(200);
    lessor.readAfter(issued.body.position);
    lessee.readAfter(issued.body.position);
  }
  const receipts = (await lessor.get(`/contracts/${inForce.body.id}/receipts`)).body.months[0].receipts;
  expect(
    (await lessee.post(`/contracts/${inForce.body.id}/dispute-receipt`, { receiptId: receipts[1].id, reason: 'No' }))
      .status,
  ).toBe(200);
  expect(
    (await lessor.post(`/contracts/${inForce.body.id}/annul-receipt`, { receiptId: receipts[2].id, reason: 'Typo' }))
      .status,
  ).toBe(200);
});
afterAll(() => t.close());

const TABLES = READ_MODEL_ROWS;

it.each(Object.entries(TABLES))('%s is rebuilt equal to the live rows while the API answers', async (name, queries) => {
  const runner = t.app.get(ProjectorRunner);
  const db = t.app.get(DataSource);
  await runner.catchUp();
  const live = await Promise.all(queries.map((q) => db.query(q)));
  expect(live[0].length).toBeGreaterThan(0);

  const answers: number[] = [];
  const reads = (async () => {
    for (let i = 0; i < 15; i++) {
      const res = await lessor.get('/contracts?filter={"box":"sent"}&range=[0,99]');
      answers.push(res.status === 200 ? res.body.length : -res.status);
    }
  })();
  const progress: number[] = [];
  const replayed = await runner.rebuild(name, (n) => progress.push(n));
  await reads;

  expect(replayed).toBeGreaterThanOrEqual(80);
  expect(progress.at(-1)).toBe(replayed);
  // Every read during the rebuild saw the whole list (the 40 and the one with receipts): the old rows until
  // the new ones committed.
  expect(answers).toEqual(answers.map(() => 41));
  expect(await Promise.all(queries.map((q) => db.query(q)))).toEqual(live);
  // Its tables are vacuumed and analysed at once, so the lists plan on the new rows' statistics.
  const tables = [...projections.find((p) => p.name === name)!.tables];
  const tended: { relname: string }[] = await db.query(
    `SELECT relname FROM pg_stat_user_tables
      WHERE relname = ANY($1) AND last_vacuum IS NOT NULL AND last_analyze IS NOT NULL ORDER BY relname`,
    [tables],
  );
  expect(tended.map((r) => r.relname)).toEqual([...tables].sort());
});

it('refuses an unknown read model by name', async () => {
  await expect(t.app.get(ProjectorRunner).rebuild('no-such-model')).rejects.toThrow(/Unknown projection/);
});

it('the contract summary, replayed stream after stream in batches that cut streams, equals a replay of the log; a contract registered meanwhile comes once, after it', async () => {
  const db = t.app.get(DataSource);
  const store = t.app.get<EventStore>(EVENT_STORE);
  const live = t.app.get(ProjectorRunner);
  await live.catchUp();
  const rows = () => Promise.all(TABLES['contract-summary'].map((q) => db.query(q)));
  const before = await rows();
  // Batches of 3 events: a contract's steps arrive in two or three of them.
  const options = { batchSize: 100, rebuildBatchSize: 3, pollMs: 60_000 };
  const byStream = new ProjectorRunner(db, store, projections, createLogger('silent'), options);
  // The contract events the summary reads (a receipt, say, is none of them).
  const [{ n: contractEvents }] = (await db.query(
    "SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'contract-%' AND type = ANY($1)",
    [[...contractSummaryProjection.eventTypes]],
  )) as [{ n: number }];
  let registered: Promise<{ body: { id: string } }> | undefined;
  const replayed = await byStream.rebuild('contract-summary', () => {
    registered ??= lessor.post(
      '/contracts',
      aRegistration(parties, {
        contractNumber: 'RB-AFTER',
        contractDate: '2026-11-01',
        area: 1,
        endDate: '2027-12-01',
      }),
    );
  });
  expect(replayed).toBe(contractEvents);
  const { id } = (await registered!).body;
  await live.catchUp();
  const rebuilt = await rows();
  expect(rebuilt[0].filter((r: { id: string }) => r.id !== id)).toEqual(before[0]);
  expect(rebuilt[0].filter((r: { id: string }) => r.id === id)).toHaveLength(1);

  // The same rows and counts as a replay of the whole log in global order.
  const inLogOrder = { ...contractSummaryProjection, rebuildStreams: undefined };
  await new ProjectorRunner(db, store, [inLogOrder], createLogger('silent'), options).rebuild('contract-summary');
  expect(await rows()).toEqual(rebuilt);
});

/** Each index, constraint and storage option of the read models' tables, as the catalog prints them. */
const shapes = (db: DataSource) =>
  db.query(
    `SELECT c.relname, c.reloptions, pg_get_indexdef(i.indexrelid) AS def, con.conname
       FROM pg_class c
       LEFT JOIN pg_index i ON i.indrelid = c.oid
       LEFT JOIN pg_constraint con ON con.conindid = i.indexrelid
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname = ANY($1)
      ORDER BY c.relname, def`,
    [projections.flatMap((p) => [...p.tables])],
  );

it('a rebuilt read model keeps every index, key and storage option of its tables, and leaves no schema behind', async () => {
  const db = t.app.get(DataSource);
  const before = await shapes(db);
  // The summary's tables hold a trigram index, a fillfactor and partial indexes: each must come back.
  expect(before).toContainEqual(
    expect.objectContaining({ relname: 'party_contract_counts', reloptions: ['fillfactor=30'] }),
  );
  expect(before.some((r: { def: string | null }) => r.def?.includes('gin_trgm_ops'))).toBe(true);
  for (const name of Object.keys(TABLES)) await t.app.get(ProjectorRunner).rebuild(name);
  expect(await shapes(db)).toEqual(before);
  expect(await db.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'")).toEqual([]);
});

it('a reader holding a live table for seconds delays the swap, neither failing the rebuild nor holding other readers behind it', async () => {
  const db = t.app.get(DataSource);
  const reader = db.createQueryRunner();
  await reader.connect();
  await reader.startTransaction();
  await reader.query('SELECT count(*) FROM contract_summary');
  const rebuilt = t.app.get(ProjectorRunner).rebuild('contract-summary');
  // While the rebuild waits for the long reader, the lists answer: each wait of the swap is cut short,
  // so a request queued behind it goes on. (Were it not, these requests would wait for a reader that
  // lets go only after them, and the test would run out of time.)
  const answers: number[] = [];
  for (let i = 0; i < 6; i++) {
    answers.push((await lessor.get('/contracts?filter={"box":"sent"}&range=[0,99]')).status);
    await new Promise((r) => setTimeout(r, 500));
  }
  await reader.commitTransaction();
  await reader.release();
  expect(await rebuilt).toBeGreaterThan(0);
  expect(answers).toEqual(answers.map(() => 200));
});
