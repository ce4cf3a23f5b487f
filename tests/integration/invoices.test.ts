import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient, startApp, TestClock, type TestApp } from './support/test-app.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { aContract } from './fixtures/contracts.js';
import { isPdf, pdfText, xlsxRows } from './support/export-files.js';
import { eventCount, locales } from './support/refusals.js';
import { sql } from './support/test-database.js';

// Spec §1: a lessor that is a legal entity or a sole proprietor issues an electronic invoice by each month's
// end. The portal works out each month's amount, the lessor records the e-invoice's number, the lessee sees it.
// 10 March 2026 in Tashkent: January and February have ended, March is running.
const clock = new TestClock(new Date('2026-03-10T10:00:00+05:00'));
let t: TestApp;
let company: Party;
let person: Party;
let tenant: Party;
let lessor: ApiClient;
let lessee: ApiClient;
let personLessor: ApiClient;
let stranger: ApiClient;
/** The company's office, rented to the tenant from 15 January 2026 at 3 100 000 a month, confirmed. */
let contractId: string;
/** A flat an individual rents out: no invoices. */
let personContract: string;

const terms = { contractDate: '2026-01-10', beginDate: '2026-01-15', endDate: '2026-12-31', monthlyPayment: 3_100_000 };

beforeAll(async () => {
  t = await startApp({}, clock);
  [company, person, tenant] = await Promise.all([aLegalEntity(t), anIndividual(t), anIndividual(t)]);
  const [office, flat] = await Promise.all([aProperty(t, company.partyId), aProperty(t, person.partyId)]);
  [lessor, personLessor, lessee, stranger] = await Promise.all([
    ApiClient.signIn(t.baseUrl, company),
    ApiClient.signIn(t.baseUrl, person),
    ApiClient.signIn(t.baseUrl, tenant),
    ApiClient.signIn(t.baseUrl, await anIndividual(t)),
  ]);
  const made = await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: office }, terms);
  const byPerson = await aContract(personLessor, { lesseeId: tenant.partyId, cadastralNumber: flat }, terms);
  contractId = made.id;
  personContract = byPerson.id;
  lessee.readAfter(byPerson.position);
  expect((await lessee.post(`/contracts/${contractId}/confirm`)).status).toBe(200);
  expect((await lessee.post(`/contracts/${personContract}/confirm`)).status).toBe(200);
  lessor.readAfter(lessee.lastWrite!);
  personLessor.readAfter(lessee.lastWrite!);
});
afterAll(() => t.close());

/** A refusal: its code, its message in each of the three languages, and nothing written. */
async function refused(client: ApiClient, body: unknown, status: number, code: string, message: string) {
  const before = await eventCount(t.databaseUrl);
  const res = await client.post(`/contracts/${contractId}/issue-invoice`, body);
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(code);
  expect(JSON.stringify(res.body)).toContain(message);
  for (const texts of locales) expect(texts[message]).toEqual(expect.stringMatching(/\S/));
  expect(await eventCount(t.databaseUrl)).toBe(before);
}

describe('the invoices of a contract whose lessor is a legal entity', () => {
  it('lists each month up to this one: January pro rata, ended months overdue, this month due', async () => {
    const res = await lessor.get(`/contracts/${contractId}/invoices`);
    expect(res.status).toBe(200);
    expect(res.body.map((i: any) => [i.month, i.days, i.amount, i.state])).toEqual([
      // 17 of January's 31 days: 3 100 000 × 17 / 31.
      ['2026-01', 17, 1_700_000, 'OVERDUE'],
      ['2026-02', 28, 3_100_000, 'OVERDUE'],
      ['2026-03', 31, 3_100_000, 'DUE'],
    ]);
  });

  it('the lessor marks February issued with the e-invoice number; both parties see it issued', async () => {
    const res = await lessor.post(`/contracts/${contractId}/issue-invoice`, {
      month: '2026-02',
      invoiceNumber: 'EF-2026-0042',
    });
    expect(res.status).toBe(200);
    lessee.readAfter(lessor.lastWrite!);
    for (const party of [lessor, lessee]) {
      const february = (await party.get(`/contracts/${contractId}/invoices`)).body[1];
      expect(february).toMatchObject({
        month: '2026-02',
        state: 'ISSUED',
        invoiceNumber: 'EF-2026-0042',
        issuedAmount: 3_100_000,
      });
    }
    const history = (await lessee.get(`/contracts/${contractId}/history`)).body;
    expect(JSON.stringify(history)).toContain('InvoiceIssued');
  });

  it('refuses the lessee, a second invoice for the month, a month not begun, one outside the term, a bad month', async () => {
    await refused(
      lessee,
      { month: '2026-03', invoiceNumber: 'X-1' },
      403,
      'ONLY_LESSOR',
      'errors.onlyLessorIssuesInvoice',
    );
    await refused(
      lessor,
      { month: '2026-02', invoiceNumber: 'EF-2' },
      409,
      'INVOICE_ALREADY_ISSUED',
      'errors.invoiceAlreadyIssued',
    );
    await refused(
      lessor,
      { month: '2026-04', invoiceNumber: 'EF-3' },
      400,
      'INVOICE_MONTH_IN_FUTURE',
      'errors.invoiceMonthInFuture',
    );
    await refused(
      lessor,
      { month: '2025-12', invoiceNumber: 'EF-4' },
      400,
      'INVOICE_MONTH_OUTSIDE_TERM',
      'errors.invoiceMonthOutsideTerm',
    );
    await refused(lessor, { month: '2026-13', invoiceNumber: 'EF-5' }, 400, 'VALIDATION', 'errors.invoiceMonthInvalid');
  });

  it('a stranger finds neither the list nor the contract', async () => {
    expect((await stranger.get(`/contracts/${contractId}/invoices`)).status).toBe(404);
    const before = await eventCount(t.databaseUrl);
    expect(
      (await stranger.post(`/contracts/${contractId}/issue-invoice`, { month: '2026-03', invoiceNumber: 'S' })).status,
    ).toBe(404);
    expect(await eventCount(t.databaseUrl)).toBe(before);
  });
});

describe('the lessor’s invoices across its contracts', () => {
  const list = (client: ApiClient, query: Record<string, unknown> = {}) =>
    client.get(
      `/invoices?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])).toString()}`,
    );

  it('lists newest month first with each state, paged as the contract lists are', async () => {
    const all = await list(lessor);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('invoices 0-2/3');
    expect(all.body.map((i: any) => [i.month, i.state, i.invoiceNumber, i.lesseeId])).toEqual([
      ['2026-03', 'DUE', null, tenant.partyId],
      ['2026-02', 'ISSUED', 'EF-2026-0042', tenant.partyId],
      ['2026-01', 'OVERDUE', null, tenant.partyId],
    ]);
    const second = await list(lessor, { range: [1, 1] });
    expect(second.headers.get('content-range')).toBe('invoices 1-1/3');
    expect(second.body.map((i: any) => i.month)).toEqual(['2026-02']);
  });

  it('narrows to a state, a month or a search, and refuses a state it does not know', async () => {
    expect((await list(lessor, { filter: { state: 'OVERDUE' } })).body.map((i: any) => i.month)).toEqual(['2026-01']);
    expect((await list(lessor, { filter: { month: '2026-02' } })).body.map((i: any) => i.state)).toEqual(['ISSUED']);
    expect((await list(lessor, { filter: { q: 'no such contract' } })).body).toEqual([]);
    const one = await list(lessor, { filter: { contractId, state: 'DUE' } });
    expect(one.body.map((i: any) => [i.contractId, i.month])).toEqual([[contractId, '2026-03']]);
    expect((await list(lessor, { filter: { contractId: 'not-a-contract' } })).status).toBe(400);
    expect((await list(lessor, { filter: { state: 'PAID' } })).status).toBe(400);
  });

  it('is the lessor’s alone: the lessee and an individual lessor have none there', async () => {
    expect((await list(lessee)).body).toEqual([]);
    expect((await list(personLessor)).body).toEqual([]);
  });
});

const LABELS = {
  title: 'Hisob-fakturalar',
  columns: {
    month: 'Oy',
    contract: 'Shartnoma',
    lessee: 'Ijaraga oluvchi',
    amount: 'Summa',
    state: 'Holati',
    invoiceNumber: 'Raqami',
    issuedAt: 'Qayd etilgan',
  },
  states: { DUE: 'Rasmiylashtirilishi kerak', ISSUED: 'Rasmiylashtirilgan', OVERDUE: 'Muddati oʻtgan' },
};

/** Asks for the list's download, follows it until written, and fetches the file. */
async function download(client: ApiClient, body: Record<string, unknown>) {
  const started = await client.post('/invoices/exports', { lang: 'uz-Latn', labels: LABELS, ...body });
  expect(started.status).toBe(202);
  let status = started.body;
  for (let i = 0; i < 300 && !['done', 'failed'].includes(status.state); i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = (await client.get(`/contracts/exports/${status.id}`)).body;
  }
  expect(status.state).toBe('done');
  const res = await fetch(`${t.baseUrl}/contracts/exports/${status.id}/file`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(res.status).toBe(200);
  return {
    id: status.id as string,
    filename: status.filename as string,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

describe('the lessor’s invoices list downloaded', () => {
  it('as XLS: the rows the list shows for its filter, in its order and words', async () => {
    const { bytes, filename } = await download(lessor, { format: 'xls', filter: { state: 'OVERDUE' } });
    expect(filename).toMatch(/^invoices-\d{8}-\d{4}\.xlsx$/);
    const [head, ...rows] = await xlsxRows(bytes);
    expect(head).toEqual(Object.values(LABELS.columns));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 2)).toEqual(['01.2026', expect.stringContaining('№ ')]);
    expect(rows[0]![2]).toContain(tenant.partyId);
    expect(rows[0]!.slice(3, 6)).toEqual(['1 700 000', 'Muddati oʻtgan', '-']);
  });

  it('as PDF, every month with the issued one’s number; the file is the requester’s alone', async () => {
    const { id, bytes } = await download(lessor, { format: 'pdf' });
    expect(isPdf(bytes)).toBe(true);
    // The PDF's narrow columns break long words across lines: compared without the breaks.
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    for (const word of ['03.2026', '02.2026', '01.2026', 'EF-2026-0042', 'Rasmiylashtirilgan'])
      expect(text).toContain(word);
    expect((await stranger.get(`/contracts/exports/${id}`)).status).toBe(404);
  });

  it('refuses a filter it does not know, and writes nothing down', async () => {
    const res = await lessor.post('/invoices/exports', {
      format: 'xls',
      lang: 'uz-Latn',
      labels: LABELS,
      filter: { state: 'PAID' },
    });
    expect(res.status).toBe(400);
  });
});

describe('an individual lessor', () => {
  it('invoices nothing: the list is empty and marking one issued is refused', async () => {
    expect((await personLessor.get(`/contracts/${personContract}/invoices`)).body).toEqual([]);
    const before = await eventCount(t.databaseUrl);
    const res = await personLessor.post(`/contracts/${personContract}/issue-invoice`, {
      month: '2026-02',
      invoiceNumber: 'P-1',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVOICE_NOT_REQUIRED');
    for (const texts of locales) expect(texts['errors.invoiceNotRequired']).toEqual(expect.stringMatching(/\S/));
    expect(await eventCount(t.databaseUrl)).toBe(before);
  });
});

describe('an employee acting for the lessor', () => {
  it('sees the invoices of the contracts it holds only, in the list and its download', async () => {
    // A second office of the company, rented to the same tenant: not given to the employee.
    const second = await aContract(
      lessor,
      { lesseeId: tenant.partyId, cadastralNumber: await aProperty(t, company.partyId) },
      { ...terms, contractNumber: 'FX-2' },
    );
    lessee.readAfter(second.position);
    expect((await lessee.post(`/contracts/${second.id}/confirm`)).status).toBe(200);
    const worker = await anIndividual(t, 'YATT');
    const employee = await ApiClient.signIn(t.baseUrl, worker);
    expect((await lessor.post('/employees', { pinfl: worker.partyId })).status).toBe(201);
    const held = await lessor.post(`/contracts/${contractId}/holders`, { pinfls: [worker.partyId] });
    expect(held.status).toBe(200);
    employee.readAfter(held.body.position);
    lessor.readAfter(lessee.lastWrite!);
    const forEntity = { 'x-act-for': company.partyId };

    expect((await lessor.get('/invoices')).headers.get('content-range')).toBe('invoices 0-5/6');
    const seen = await employee.request('GET', '/invoices', undefined, forEntity);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-range')).toBe('invoices 0-2/3');
    expect(new Set(seen.body.map((i: any) => i.contractId))).toEqual(new Set([contractId]));
    // Acting for itself, the person rents nothing out.
    expect((await employee.get('/invoices')).body).toEqual([]);
  });
});

describe('a lessor with years of months', () => {
  // A large lessor's months run to hundreds of thousands: each page of its list counts them only past
  // itself, as the contract lists do, while a download counts them whole (its size is checked).
  let owner: ApiClient;
  beforeAll(async () => {
    const [landlord, renter] = await Promise.all([aLegalEntity(t), anIndividual(t)]);
    owner = await ApiClient.signIn(t.baseUrl, landlord);
    const tenantOf = await ApiClient.signIn(t.baseUrl, renter);
    const made = await aContract(
      owner,
      { lesseeId: renter.partyId, cadastralNumber: await aProperty(t, landlord.partyId) },
      { ...terms, contractNumber: 'YRS-1' },
    );
    tenantOf.readAfter(made.position);
    const confirmed = await tenantOf.post(`/contracts/${made.id}/confirm`);
    expect(confirmed.status).toBe(200);
    owner.readAfter(confirmed.body.position);
    // The read model has the contract's own months (it writes them all again at each of its events)…
    expect((await owner.get('/invoices')).headers.get('content-range')).toBe('invoices 0-2/3');
    // …and, as it keeps them, 1,200 months more of the same contract, from January 1900.
    await sql(
      t.databaseUrl,
      `INSERT INTO invoice_months (contract_id, month, lessor_id, contract_number, days, days_in_month, som_weighted, bhm)
       SELECT $1::uuid, to_char(date '1900-01-01' + make_interval(months => g), 'YYYY-MM'), $2, 'YRS-1', 30, 30, 9300000000, '[]'
         FROM generate_series(0, 1199) AS g`,
      [made.id, landlord.partyId],
    );
  });

  it('counts the first page to the next thousand and says there are more in X-Total-Bound', async () => {
    const page = await owner.get('/invoices?range=[0,24]');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(25);
    expect(page.headers.get('content-range')).toBe('invoices 0-24/1001');
    expect(page.headers.get('x-total-bound')).toBe('1000');
  });

  it('counts a page past the first thousand whole', async () => {
    // January to March 2026 of the real term, and the 1,200 older months.
    const last = await owner.get('/invoices?range=[1200,1224]');
    expect(last.headers.get('content-range')).toBe('invoices 1200-1202/1203');
    expect(last.headers.get('x-total-bound')).toBeNull();
  });

  it('sizes a download by every month', async () => {
    const started = await owner.post('/invoices/exports', {
      format: 'xls',
      lang: 'uz-Latn',
      labels: LABELS,
      filter: {},
    });
    expect(started.status).toBe(202);
    expect(started.body.total).toBe(1203);
  });
});
