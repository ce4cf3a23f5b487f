import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ProjectorRunner } from '@rent/backend';
import { type ContractRecord, STAFF_SEARCH_COLUMNS, type StaffAuditRow } from '@rent/domain';
import { copySearchRows } from '@rent/projections';
import { aContract } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { docxParagraphs, isPdf, isZip, pdfText, xlsxRows } from './support/export-files.js';
import { ApiClient, startApp, type TestApp, TestClock } from './support/test-app.js';

// Issue 19: an operator downloads exactly what the staff's search of the register shows (PDF, DOC, XLS),
// through the lists' download jobs; the download is recorded in the staff audit trail with its filter and
// is the operator's alone; a party gets 403, and a search over a format's bound is refused as a list's is.
const clock = new TestClock(new Date('2026-11-20T10:00:00+05:00'));
let t: TestApp;
let staff: ApiClient;
let colleague: ApiClient;
let party: ApiClient;
let owner: Party;
let tenant: Party;
let person: Party;
let bulk: Party;

const LABELS = {
  title: 'Shartnomalarni qidirish',
  columns: {
    registrationNumber: 'Roʻyxat raqami',
    contractNumber: 'Shartnoma raqami',
    kind: 'Xizmat turi',
    lessor: 'Ijaraga beruvchi',
    lessee: 'Ijaraga oluvchi',
    object: 'Obyekt',
    monthlyPayment: 'Oylik toʻlov, soʻm',
    term: 'Muddati',
    state: 'Holati',
    createdAt: 'Roʻyxatga olingan',
  },
  states: { '10': 'Tasdiqlash kutilmoqda', '20': 'Tasdiqlangan' },
  kinds: { OTHER_RENT: 'Boshqa ijara' },
  unnumbered: 'Raqamsiz',
};
const column = (name: (typeof STAFF_SEARCH_COLUMNS)[number]) => STAFF_SEARCH_COLUMNS.indexOf(name);

const EXPORTS = '/operator/contracts/exports';

/** Asks for a download of the search and waits for it; answers its last status and the file. */
async function download(client: ApiClient, body: Record<string, unknown>) {
  const started = await client.post(EXPORTS, { lang: 'uz-Latn', labels: LABELS, ...body });
  expect(started.status).toBe(202);
  const { id } = started.body as { id: string };
  let status = started.body;
  for (let i = 0; i < 600 && !['done', 'failed'].includes(status.state); i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = (await client.get(`${EXPORTS}/${id}`)).body;
  }
  expect(status.state).toBe('done');
  const res = await fetch(`${t.baseUrl}${EXPORTS}/${id}/file`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(res.status).toBe(200);
  return { id, status, bytes: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
}

/** What the search itself shows for a filter, first page. */
async function searched(filter: object, range = '[0,99]'): Promise<ContractRecord[]> {
  const res = await staff.get(
    `/operator/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${range}`,
  );
  expect(res.status).toBe(200);
  return res.body as ContractRecord[];
}

/** Runs SQL on the test's database. */
async function sql(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  t = await startApp({}, clock);
  [owner, tenant, person, bulk] = [
    await aLegalEntity(t),
    await aLegalEntity(t),
    await anIndividual(t),
    await aLegalEntity(t),
  ];
  const [office, shop] = [await aProperty(t, owner.partyId), await aProperty(t, owner.partyId)];
  const lessor = await ApiClient.signIn(t.baseUrl, owner);
  await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: office }, { contractNumber: 'SE-100' });
  clock.set('2026-11-21T10:00:00+05:00');
  const second = await aContract(
    lessor,
    { lesseeId: person.partyId, cadastralNumber: shop },
    { contractNumber: 'SE-200' },
  );
  expect((await (await ApiClient.signIn(t.baseUrl, person)).post(`/contracts/${second.id}/confirm`)).status).toBe(200);
  clock.set('2026-11-22T10:00:00+05:00');
  await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: shop }, { contractNumber: 'SE-300' });
  clock.set('2026-11-23T10:00:00+05:00');
  await aContract(lessor, { lesseeId: person.partyId, cadastralNumber: office }, { contractNumber: 'SE-400' });
  await t.app.get(ProjectorRunner).catchUp();
  [staff, colleague, party] = await Promise.all([
    ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR'])),
    ApiClient.signIn(t.baseUrl, await anOperator(t, ['SUPERVISOR'])),
    ApiClient.signIn(t.baseUrl, owner),
  ]);
}, 60_000);
afterAll(() => t.close());

describe('a download of the staff’s search', () => {
  /** From the 21st on, the owner's contracts: three of its four, newest first. */
  let FILTER: Record<string, string>;
  let shown: ContractRecord[];
  beforeAll(async () => {
    FILTER = { party: owner.partyId, createdFrom: '2026-11-21' };
    shown = await searched(FILTER);
  });

  it('the search shows what the test expects: the owner’s contracts from the 21st, newest first', () => {
    expect(shown.map((c) => c.contractNumber)).toEqual(['SE-400', 'SE-300', 'SE-200']);
  });

  it('XLS holds exactly the search’s contracts in its order, under the screen’s headings, as its rows write them', async () => {
    const { status, bytes, headers } = await download(staff, { format: 'xls', filter: FILTER });
    expect(isZip(bytes)).toBe(true);
    expect(headers.get('content-disposition')).toMatch(/attachment; filename="contracts-search-\d{8}-\d{4}\.xlsx"/);
    expect(status).toMatchObject({ done: 3, total: 3 });
    const [head, ...rows] = await xlsxRows(bytes);
    expect(head).toEqual(STAFF_SEARCH_COLUMNS.map((c) => LABELS.columns[c]));
    expect(rows.map((r) => r[column('registrationNumber')])).toEqual(shown.map((c) => c.registrationNumber));
    const se200 = rows.find((r) => r[column('contractNumber')] === 'SE-200')!;
    expect(Object.fromEntries(STAFF_SEARCH_COLUMNS.map((c, i) => [c, se200[i]]))).toMatchObject({
      kind: 'Boshqa ijara',
      lessor: `${owner.partyId}\n${owner.name}`,
      lessee: `${person.partyId}\n${person.name}`,
      state: 'Tasdiqlangan',
      // Registered at 10:00 in Tashkent.
      createdAt: '21.11.2026 10:00',
    });
  });

  it('DOC and PDF hold the same contracts in the same order', async () => {
    const doc = docxParagraphs((await download(staff, { format: 'doc', filter: FILTER })).bytes);
    expect(doc[0]).toBe(LABELS.title);
    expect(doc.filter((p) => /^SE-\d00$/.test(p))).toEqual(['SE-400', 'SE-300', 'SE-200']);
    const pdf = await download(staff, { format: 'pdf', filter: FILTER });
    expect(isPdf(pdf.bytes)).toBe(true);
    expect((await pdfText(pdf.bytes)).match(/SE-\d00/g)).toEqual(['SE-400', 'SE-300', 'SE-200']);
  });

  it('is recorded in the staff audit trail: who, when, from which address, with the filter', async () => {
    const before = Date.now();
    await download(staff, { format: 'xls', filter: { number: 'SE-1' } });
    const trail = (await staff.get('/operator/audit?permission=searchContracts')).body as StaffAuditRow[];
    const started = trail.find((r) => r.method === 'POST' && r.route === '/api/operator/contracts/exports')!;
    expect(started).toMatchObject({ allowed: true, status: 202, userName: expect.stringMatching(/^Operator /) });
    expect(JSON.parse(started.params.filter!)).toEqual({ number: 'SE-1' });
    expect(started.address).not.toBe('');
    expect(new Date(started.at).getTime()).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('is the operator’s alone: another operator, and the operator’s own party route, find nothing', async () => {
    const { id } = await download(staff, { format: 'xls', filter: FILTER });
    expect((await colleague.get(`${EXPORTS}/${id}`)).status).toBe(404);
    expect((await colleague.get(`${EXPORTS}/${id}/file`)).status).toBe(404);
    // The parties' route serves only the parties' lists' downloads, without the search's permission.
    expect((await staff.get(`/contracts/exports/${id}`)).status).toBe(404);
    expect((await staff.get(`${EXPORTS}/not-an-id`)).status).toBe(404);
  });

  it('is refused to a party (403), whatever the id', async () => {
    const { id } = await download(staff, { format: 'xls', filter: FILTER });
    const asked = await party.post(EXPORTS, { format: 'xls', lang: 'uz-Latn', labels: LABELS, filter: FILTER });
    expect(asked.status).toBe(403);
    expect((await party.get(`${EXPORTS}/${id}`)).status).toBe(403);
    expect((await party.get(`${EXPORTS}/${id}/file`)).status).toBe(403);
  });

  it.each([
    ['a filter the search does not know', { format: 'xls', filter: { owner: 'x' } }, 'filter'],
    ['a state that is none', { format: 'xls', filter: { state: 7 } }, 'filter.state'],
    ['an unknown format', { format: 'csv' }, 'format'],
    ['no headings', { format: 'xls', labels: { ...LABELS, columns: {} } }, 'labels.columns.kind'],
  ])('%s is refused with 400 naming the field', async (_, body, field) => {
    const res = await staff.post(EXPORTS, { lang: 'uz-Latn', labels: LABELS, ...body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('a long search', () => {
  const LONG = 5_001;
  beforeAll(async () => {
    // More than a DOC may hold and than ten fetches of the cursor bring: put straight into the read model.
    await sql(
      `INSERT INTO contract_summary (id, kind, contract_number, contract_date, state, lessor_id, lessor_name, lessee_id, lessee_name, initiator_id,
         counterpart_id, cadastral_number, address, area, monthly_payment, begin_date, end_date, created_at, version)
       SELECT gen_random_uuid(), 'OTHER_RENT', 'LONG-' || lpad(n::text, 5, '0'), DATE '2026-01-01', 20, $1, $2, $3, $4, $1, $3,
         '10:09:03:01:02:0017', 'Toshkent', 1, 100000 + n, DATE '2026-02-01', DATE '2027-01-31', now() - n * interval '1 second', 1
       FROM generate_series(1, $5) AS n`,
      [bulk.partyId, bulk.name, tenant.partyId, tenant.name, LONG],
    );
    await sql(copySearchRows(`WHERE c.contract_number LIKE 'LONG-%'`));
  });

  it('downloads whole in the search’s order, page after page of the cursor', async () => {
    const { status, bytes } = await download(staff, { format: 'xls', filter: { party: bulk.partyId } });
    expect(status).toMatchObject({ done: LONG, total: LONG });
    const numbers = (await xlsxRows(bytes)).slice(1).map((r) => r[column('contractNumber')]);
    expect(numbers).toHaveLength(LONG);
    expect(new Set(numbers).size).toBe(LONG);
    expect(numbers.slice(0, 25)).toEqual(
      (await searched({ party: bulk.partyId }, '[0,24]')).map((c) => c.contractNumber),
    );
    expect(numbers.at(-1)).toBe('LONG-05001');
  });

  it('a DOC of more rows than it may hold is refused, saying how many there are and how many fit', async () => {
    const res = await staff.post(EXPORTS, {
      format: 'doc',
      lang: 'uz-Latn',
      labels: LABELS,
      filter: { party: bulk.partyId },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'EXPORT_TOO_LARGE',
      message: 'errors.exportTooLarge',
      params: { total: LONG, max: 5_000 },
    });
  });
});
