import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DevKeyStore } from '@rent/backend';
import { ApiClient, demo, startApp, TestClock, type TestApp } from './support/test-app.js';
import { officeRent } from './support/office-rent.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { aContract } from './fixtures/contracts.js';
import { isPdf, pdfText, xlsxRows } from './support/export-files.js';
import { keyHolder, sign, signaturesRequired, signed } from './support/signing.js';
import { eventCount, locales } from './support/refusals.js';

// Issue 21, rent receipts: for a contract in force the lessor issues a receipt for each payment received
// (month, amount, day paid, method); the lessee sees it and may dispute it, the lessor may annul it; a month
// without a receipt shows unpaid to both; receipts come as a PDF each and a workbook a year, and add up to
// the lessor's yearly income statement with the 12% tax of an individual.
// 10 March 2026 in Tashkent: January and February have ended, March is running.
const clock = new TestClock(new Date('2026-03-10T10:00:00+05:00'));
let t: TestApp;
let person: Party;
let tenant: Party;
let lessor: ApiClient;
let lessee: ApiClient;
let companyLessor: ApiClient;
let stranger: ApiClient;
/** A flat the individual rents to the tenant from 15 January 2026 at 3 100 000 a month, confirmed. */
let contractId: string;
/** The same flat's second contract, still awaiting the tenant. */
let awaiting: string;
/** An office a company rents to the tenant, confirmed. */
let companyContract: string;

const terms = { contractDate: '2026-01-10', beginDate: '2026-01-15', endDate: '2026-12-31', monthlyPayment: 3_100_000 };
const february = { month: '2026-02', amount: 3_100_000, paidOn: '2026-02-05', method: 'BANK_TRANSFER' };

beforeAll(async () => {
  t = await startApp({}, clock);
  const company = await aLegalEntity(t);
  [person, tenant] = await Promise.all([anIndividual(t), anIndividual(t)]);
  const [flat, office] = await Promise.all([
    aProperty(t, person.partyId, { totalArea: 100 }),
    aProperty(t, company.partyId),
  ]);
  [lessor, lessee, companyLessor, stranger] = await Promise.all([
    ApiClient.signIn(t.baseUrl, person),
    ApiClient.signIn(t.baseUrl, tenant),
    ApiClient.signIn(t.baseUrl, company),
    ApiClient.signIn(t.baseUrl, await anIndividual(t)),
  ]);
  contractId = (await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: flat }, terms)).id;
  awaiting = (await aContract(lessor, { lesseeId: tenant.partyId, cadastralNumber: flat }, terms)).id;
  const byCompany = await aContract(companyLessor, { lesseeId: tenant.partyId, cadastralNumber: office }, terms);
  companyContract = byCompany.id;
  lessee.readAfter(byCompany.position);
  expect((await lessee.post(`/contracts/${contractId}/confirm`)).status).toBe(200);
  expect((await lessee.post(`/contracts/${companyContract}/confirm`)).status).toBe(200);
  lessor.readAfter(lessee.lastWrite!);
  companyLessor.readAfter(lessee.lastWrite!);
});
afterAll(() => t?.close());

const receiptsOf = async (client: ApiClient, id = contractId) => {
  const res = await client.get(`/contracts/${id}/receipts`);
  expect(res.status).toBe(200);
  return res.body;
};
const monthOf = async (client: ApiClient, month: string) =>
  (await receiptsOf(client)).months.find((m: any) => m.month === month);

/** A step on a receipt as a party takes it; the other party reads after it. */
async function step(client: ApiClient, verb: string, body: unknown, id = contractId) {
  const res = await client.post(`/contracts/${id}/${verb}`, body);
  for (const other of [lessor, lessee]) if (client.lastWrite) other.readAfter(client.lastWrite);
  return res;
}

/** A refusal: its status and code, its message in each of the three languages, and nothing written. */
async function refused(
  client: ApiClient,
  verb: string,
  body: unknown,
  [status, code, message]: [number, string, string?],
  id = contractId,
) {
  const before = await eventCount(t.databaseUrl);
  const res = await client.post(`/contracts/${id}/${verb}`, body);
  expect([res.status, res.body.code]).toEqual([status, code]);
  if (message) {
    expect(JSON.stringify(res.body)).toContain(message);
    for (const texts of locales) expect(texts[message]).toEqual(expect.stringMatching(/\S/));
  }
  expect(await eventCount(t.databaseUrl)).toBe(before);
}

describe('a contract in force before any receipt', () => {
  it('shows every month up to this one unpaid, with its rent, to both parties', async () => {
    for (const party of [lessor, lessee]) {
      const { months, years, contractNumber } = await receiptsOf(party);
      expect(contractNumber).toMatch(/^FX-/);
      expect(months.map((m: any) => [m.month, m.due, m.paid, m.state])).toEqual([
        // 17 of January's 31 days: 3 100 000 × 17 / 31.
        ['2026-01', 1_700_000, 0, 'UNPAID'],
        ['2026-02', 3_100_000, 0, 'UNPAID'],
        ['2026-03', 3_100_000, 0, 'UNPAID'],
      ]);
      expect(years).toEqual([{ year: 2026, due: 7_900_000, paid: 0, unpaidMonths: 3 }]);
    }
  });
});

describe('issuing receipts', () => {
  it('the lessor records February paid in full: both parties see it paid, numbered after the contract', async () => {
    const res = await step(lessor, 'issue-receipt', february);
    expect(res.status).toBe(200);
    for (const party of [lessor, lessee]) {
      const feb = await monthOf(party, '2026-02');
      expect([feb.state, feb.paid]).toEqual(['PAID', 3_100_000]);
      expect(feb.receipts).toEqual([
        expect.objectContaining({
          number: expect.stringMatching(/-R1$/),
          amount: 3_100_000,
          paidOn: '2026-02-05',
          method: 'BANK_TRANSFER',
          state: 'ISSUED',
          issuedBy: expect.any(String),
        }),
      ]);
    }
    const history = (await lessee.get(`/contracts/${contractId}/history`)).body;
    expect(history.map((e: any) => e.eventType)).toContain('ReceiptIssued');
  });

  it('January paid in two instalments: partly paid after the first, paid after the second', async () => {
    expect((await step(lessor, 'issue-receipt', { ...february, month: '2026-01', amount: 1_000_000 })).status).toBe(
      200,
    );
    expect(await monthOf(lessee, '2026-01')).toMatchObject({ state: 'PARTLY_PAID', paid: 1_000_000 });
    const second = { month: '2026-01', amount: 700_000, paidOn: '2026-02-20', method: 'CASH' };
    expect((await step(lessor, 'issue-receipt', second)).status).toBe(200);
    const jan = await monthOf(lessee, '2026-01');
    expect([jan.state, jan.paid, jan.receipts.length]).toEqual(['PAID', 1_700_000, 2]);
    expect((await receiptsOf(lessee)).years).toEqual([
      { year: 2026, due: 7_900_000, paid: 4_800_000, unpaidMonths: 1 },
    ]);
  });

  it('refuses the lessee, a month not begun, a day not come, a month out of the term, a bad method or sum, and a contract not in force', async () => {
    await refused(lessee, 'issue-receipt', february, [403, 'ONLY_LESSOR', 'errors.onlyLessorIssuesReceipt']);
    await refused(lessor, 'issue-receipt', { ...february, month: '2026-04' }, [
      400,
      'RECEIPT_MONTH_IN_FUTURE',
      'errors.receiptMonthInFuture',
    ]);
    await refused(lessor, 'issue-receipt', { ...february, month: '2026-03', paidOn: '2026-03-11' }, [
      400,
      'RECEIPT_PAID_IN_FUTURE',
      'errors.receiptPaidInFuture',
    ]);
    await refused(lessor, 'issue-receipt', { ...february, month: '2025-12' }, [
      400,
      'RECEIPT_MONTH_OUTSIDE_TERM',
      'errors.receiptMonthOutsideTerm',
    ]);
    await refused(lessor, 'issue-receipt', { ...february, method: 'BARTER' }, [
      400,
      'VALIDATION',
      'errors.receiptMethodInvalid',
    ]);
    await refused(lessor, 'issue-receipt', { ...february, amount: 0 }, [400, 'VALIDATION', 'errors.amountPositive']);
    await refused(lessor, 'issue-receipt', { ...february, amount: 10.001 }, [400, 'VALIDATION']);
    await refused(lessor, 'issue-receipt', { ...february, paidOn: '2026-02-30' }, [400, 'VALIDATION']);
    await refused(lessor, 'issue-receipt', february, [409, 'NOT_IN_FORCE', 'errors.receiptNotInForce'], awaiting);
  });

  it('a stranger finds neither the receipts, their files nor the contract', async () => {
    expect((await stranger.get(`/contracts/${contractId}/receipts`)).status).toBe(404);
    expect((await stranger.get(`/contracts/${contractId}/receipts/xlsx?year=2026`)).status).toBe(404);
    const [receipt] = (await monthOf(lessor, '2026-02')).receipts;
    expect((await stranger.get(`/contracts/${contractId}/receipts/${receipt.id}/pdf`)).status).toBe(404);
    await refused(stranger, 'issue-receipt', february, [404, 'CONTRACT_NOT_FOUND']);
    await refused(stranger, 'dispute-receipt', { receiptId: receipt.id, reason: 'x' }, [404, 'CONTRACT_NOT_FOUND']);
  });
});

describe('disputing and annulling', () => {
  it('the lessee disputes a January receipt: it stays counted, marked disputed with the reason, and only once', async () => {
    const [first] = (await monthOf(lessee, '2026-01')).receipts;
    const res = await step(lessee, 'dispute-receipt', { receiptId: first.id, reason: 'I paid 900 000, not 1 000 000' });
    expect(res.status).toBe(200);
    const jan = await monthOf(lessor, '2026-01');
    expect(jan.receipts[0]).toMatchObject({ state: 'DISPUTED', disputeReason: 'I paid 900 000, not 1 000 000' });
    expect([jan.state, jan.paid]).toEqual(['PAID', 1_700_000]);
    await refused(lessee, 'dispute-receipt', { receiptId: first.id, reason: 'again' }, [
      409,
      'RECEIPT_DISPUTED',
      'errors.receiptAlreadyDisputed',
    ]);
    await refused(lessor, 'dispute-receipt', { receiptId: first.id, reason: 'mine' }, [
      403,
      'ONLY_LESSEE',
      'errors.onlyLesseeDisputesReceipt',
    ]);
    await refused(lessee, 'dispute-receipt', { receiptId: crypto.randomUUID(), reason: 'which?' }, [
      404,
      'RECEIPT_NOT_FOUND',
      'errors.receiptNotFound',
    ]);
    await refused(lessee, 'dispute-receipt', { receiptId: first.id, reason: '' }, [400, 'VALIDATION']);
  });

  it('the lessor annuls it: January is partly paid again, and the receipt can be neither disputed nor annulled again', async () => {
    const [first] = (await monthOf(lessor, '2026-01')).receipts;
    await refused(lessee, 'annul-receipt', { receiptId: first.id, reason: 'no' }, [
      403,
      'ONLY_LESSOR',
      'errors.onlyLessorIssuesReceipt',
    ]);
    expect((await step(lessor, 'annul-receipt', { receiptId: first.id, reason: 'Wrong sum' })).status).toBe(200);
    const jan = await monthOf(lessee, '2026-01');
    expect([jan.state, jan.paid]).toEqual(['PARTLY_PAID', 700_000]);
    expect(jan.receipts[0]).toMatchObject({ state: 'ANNULLED', annulReason: 'Wrong sum' });
    for (const [client, verb] of [
      [lessor, 'annul-receipt'],
      [lessee, 'dispute-receipt'],
    ] as const)
      await refused(client, verb, { receiptId: first.id, reason: 'again' }, [
        409,
        'RECEIPT_ANNULLED',
        'errors.receiptAnnulled',
      ]);
  });
});

describe('the receipts downloaded', () => {
  it('a receipt as a PDF, for either party, in the language asked for', async () => {
    const [receipt] = (await monthOf(lessor, '2026-02')).receipts;
    const res = await fetch(`${t.baseUrl}/contracts/${contractId}/receipts/${receipt.id}/pdf?lang=ru`, {
      headers: { authorization: `Bearer ${lessee.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    for (const words of [receipt.number, 'Квитанция об оплате аренды', '02.2026', '05.02.2026', 'Банковский перевод'])
      expect(text).toContain(words);
    for (const id of [person.partyId, tenant.partyId]) expect(text).toContain(id);
    expect((await lessee.get(`/contracts/${contractId}/receipts/${crypto.randomUUID()}/pdf`)).status).toBe(404);
  });

  it('a year as a workbook: each month with its rent and receipts, a month without one unpaid, the totals', async () => {
    const res = await fetch(`${t.baseUrl}/contracts/${contractId}/receipts/xlsx?year=2026&lang=uz-Latn`, {
      headers: { authorization: `Bearer ${lessor.token}` },
    });
    expect(res.status).toBe(200);
    const [head, ...rows] = await xlsxRows(new Uint8Array(await res.arrayBuffer()));
    expect(head!.slice(0, 3)).toEqual(['Oy', 'Ijara haqi (soʻm)', 'Holati']);
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['01.2026', '1700000', 'Qisman toʻlangan'],
      ['', '', ''],
      ['02.2026', '3100000', 'Toʻlangan'],
      ['03.2026', '3100000', 'Toʻlanmagan'],
      ['Jami', '7900000', ''],
    ]);
    expect(rows[4]![6]).toBe('3800000');
    expect((await lessor.get(`/contracts/${contractId}/receipts/xlsx?year=20x6`)).status).toBe(400);
  });
});

describe('the lessor’s income statement of a year', () => {
  it('an individual lessor: per contract the year’s rent, the tax base and what its receipts say it received; the 12% tax on the base', async () => {
    const res = await lessor.get('/receipts/statement?year=2026');
    expect(res.status).toBe(200);
    // The rent of 2026: 17 of January's 31 days and eleven whole months, above the minimum every month.
    expect(res.body).toMatchObject({
      year: 2026,
      taxRatePercent: 12,
      totals: { contracts: 1, income: 3_800_000, taxBase: 35_800_000, tax: 4_296_000 },
      page: 1,
    });
    // The contract still awaiting its lessee was never in force: not in the statement.
    expect(res.body.rows).toEqual([
      expect.objectContaining({
        contractId,
        lesseeId: tenant.partyId,
        due: 35_800_000,
        taxBase: 35_800_000,
        minimum: expect.any(Number),
        income: 3_800_000,
        receipts: 2,
      }),
    ]);
    expect(res.body.rows[0].minimum).toBeLessThan(35_800_000);
    expect((await lessor.get('/receipts/statement?year=2025')).body).toMatchObject({
      taxRatePercent: null,
      totals: { contracts: 0, income: 0, taxBase: null, tax: null },
      rows: [],
    });
  });

  it('a company: its contracts and income, and no personal income tax; a lessee has none there; a bad year is refused', async () => {
    expect((await step(companyLessor, 'issue-receipt', february, companyContract)).status).toBe(200);
    const res = await companyLessor.get('/receipts/statement?year=2026');
    expect(res.body).toMatchObject({
      taxRatePercent: null,
      totals: { contracts: 1, income: 3_100_000, taxBase: null, tax: null },
    });
    expect(res.body.rows).toEqual([expect.objectContaining({ contractId: companyContract, due: 35_800_000 })]);
    expect((await lessee.get('/receipts/statement?year=2026')).body.totals.contracts).toBe(0);
    expect((await lessor.get('/receipts/statement?year=1999')).status).toBe(400);
    // Left out, the year is this one.
    expect((await companyLessor.get('/receipts/statement')).body).toMatchObject({
      year: 2026,
      totals: { contracts: 1 },
    });
  });
});

describe('with signatures required', () => {
  let signedApp: TestApp;
  let keys: DevKeyStore;

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rp-receipts-'));
    keys = await DevKeyStore.open(dir);
    // The real clock: the development CA issues its keys, and the helper signs, at the real time.
    signedApp = await startApp(signaturesRequired(dir));
  });
  afterAll(() => signedApp?.close());

  it('a receipt is issued only under the lessor’s own signature of exactly that receipt', async () => {
    const [owner, renter] = await Promise.all([
      ApiClient.signIn(signedApp.baseUrl, 'lessor'),
      ApiClient.signIn(signedApp.baseUrl, 'individual'),
    ]);
    const ownerKey = await keys.issue(keyHolder(demo('lessor').login));
    const renterKey = await keys.issue(keyHolder(demo('individual').login));
    // The registration and the confirmation, each signed by its party (at versions 0 and 1).
    const id = crypto.randomUUID();
    const registration = officeRent('SR-1', { area: 5, ...terms, endDate: '2027-12-31' });
    const created = await signed(
      owner,
      '/contracts',
      registration,
      await sign(ownerKey, 'create', id, registration, 0),
    );
    expect(created.status).toBe(201);
    renter.readAfter(created.body.position);
    const confirmed = await signed(renter, `/contracts/${id}/confirm`, {}, await sign(renterKey, 'confirm', id, {}, 1));
    expect(confirmed.status).toBe(200);
    owner.readAfter(confirmed.body.position);
    const path = `/contracts/${id}/issue-receipt`;
    const codeOf = async (pkcs7?: string) =>
      (pkcs7 ? await signed(owner, path, february, pkcs7) : await owner.post(path, february)).body.code;
    expect(await codeOf()).toBe('SIGNATURE_REQUIRED');
    // The lessee's key, and the lessor's own key over another sum, are refused; its key over this receipt passes.
    expect(await codeOf(await sign(renterKey, 'issue-receipt', id, february, 2))).toBe('SIGNER_NOT_PARTY');
    const other = { ...february, amount: 1 };
    expect(await codeOf(await sign(ownerKey, 'issue-receipt', id, other, 2))).toBe('SIGNATURE_DOCUMENT_MISMATCH');
    const ok = await signed(owner, path, february, await sign(ownerKey, 'issue-receipt', id, february, 2));
    expect(ok.status).toBe(200);
    owner.readAfter(ok.body.position);
    const [receipt] = (await owner.get(`/contracts/${id}/receipts`)).body.months.find(
      (m: any) => m.month === '2026-02',
    ).receipts;
    const history = (await owner.get(`/contracts/${id}/history`)).body;
    expect(history.find((e: any) => e.eventType === 'ReceiptIssued')).toMatchObject({ signature: expect.anything() });
    expect(receipt.state).toBe('ISSUED');
  });
});
