import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { sql as query } from './support/test-database.js';
import { officeRent } from './support/office-rent.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Spec §5: rent cannot be below the minimum monthly rent (rate × area × regional coefficient), the rates
// come from the reference tables seeded from domain-facts, and an object without cadastral-zone data is refused.
let t: TestApp;
let lessor: ApiClient;
let person: ApiClient;

beforeAll(async () => {
  t = await startApp();
  [lessor, person] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
  ]);
});
afterAll(() => t.close());

const sql = <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  query<R>(t.databaseUrl, text, values);

const eventCount = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM events'))[0]!.n);

let seq = 0;
const contract = (overrides: Record<string, unknown>) =>
  officeRent(`MR-${++seq}`, { area: 100, monthlyPayment: 5_000_000, ...overrides });

describe('Tashkent city, non-residential: 45 000 so‘m per m² (2025 law, kept in 2026)', () => {
  it('rent cannot be below the minimum monthly rent: 100 m² at 4 499 999 is refused, naming 4 500 000, and nothing is written', async () => {
    const before = await eventCount();
    const res = await lessor.post('/contracts', contract({ monthlyPayment: 4_499_999 }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'RENT_BELOW_MINIMUM',
      errors: { monthlyPayment: 'errors.rentBelowMinimum' },
      params: { minimum: '4 500 000' },
    });
    expect(await eventCount()).toBe(before);
  });

  it('rent at the minimum is registered', async () => {
    expect((await lessor.post('/contracts', contract({ monthlyPayment: 4_500_000 }))).status).toBe(201);
  });

  it('every later set of terms keeps the rule: a change to a larger area at the same rent, and a resubmission', async () => {
    const created = await lessor.post('/contracts', contract({ monthlyPayment: 4_600_000 }));
    const id = created.body.id as string;
    const larger = { ...contract({ area: 110, monthlyPayment: 4_600_000 }), contractNumber: 'MR-L' };
    expect((await person.post(`/contracts/${id}/request-change`, { reason: 'Maydonni oshiring' })).status).toBe(200);
    const change = await lessor.post(`/contracts/${id}/change`, larger);
    expect(change.status).toBe(400);
    expect(change.body).toMatchObject({ code: 'RENT_BELOW_MINIMUM', params: { minimum: '4 950 000' } });

    // Sent back, the lessor takes it back instead, and sends it again.
    expect((await lessor.post(`/contracts/${id}/withdraw`, {})).status).toBe(200);
    const resubmit = await lessor.post(`/contracts/${id}/resubmit`, larger);
    expect(resubmit.status).toBe(400);
    expect(resubmit.body.params).toEqual({ minimum: '4 950 000' });
    expect((await lessor.post(`/contracts/${id}/resubmit`, { ...larger, monthlyPayment: 4_950_000 })).status).toBe(200);
  });

  it('a regional coefficient the committee enters raises the minimum (1,5 × 45 000 × 100 = 6 750 000)', async () => {
    await sql(
      `INSERT INTO regional_rent_coefficients (soato, valid_from, coefficient, source) VALUES ('1726', '2026-01-01', 1.5, 'test')`,
    );
    try {
      const res = await lessor.post('/contracts', contract({ monthlyPayment: 6_000_000 }));
      expect(res.body.params).toEqual({ minimum: '6 750 000' });
      expect(
        (await lessor.get('/reference/minimum-rent?cadastralNumber=10:09:03:01:02:0017&date=2026-12-01')).body,
      ).toMatchObject({ baseRate: 45_000, coefficient: 1.5, ratePerM2: 67_500 });
    } finally {
      await sql(`DELETE FROM regional_rent_coefficients WHERE source = 'test'`);
    }
  });

  it('a coefficient above 2.0 cannot be entered', async () => {
    await expect(
      sql(
        `INSERT INTO regional_rent_coefficients (soato, valid_from, coefficient, source) VALUES ('1726', '2026-01-01', 2.1, 'test')`,
      ),
    ).rejects.toThrow(/check/);
  });
});

describe('the reference figures', () => {
  it('the minimum of a 2021 term is that year’s rate (residential in Tashkent: 14 000), of a 2025 term the new law’s', async () => {
    const at = (date: string) =>
      person.get(`/reference/minimum-rent?cadastralNumber=10:06:02:02:01:0455/12&date=${date}`);
    expect((await at('2021-06-01')).body).toMatchObject({
      year: 2021,
      propertyUse: 'RESIDENTIAL',
      settlementZone: 'TASHKENT_CITY',
      ratePerM2: 14_000,
    });
    expect((await at('2025-06-01')).body).toMatchObject({ year: 2025, ratePerM2: 28_000 });
    expect((await at('2026-12-01')).body).toMatchObject({ year: 2025, ratePerM2: 28_000 });
  });

  it('an individual lessor is shown the 12% income tax on rent; a legal entity is not', async () => {
    expect(
      (await person.get('/reference/minimum-rent?cadastralNumber=10:06:02:02:01:0455/12&date=2026-12-01')).body
        .incomeTaxPercent,
    ).toBe(12);
    expect(
      (await lessor.get('/reference/minimum-rent?cadastralNumber=10:09:03:01:02:0017&date=2026-12-01')).body
        .incomeTaxPercent,
    ).toBeNull();
  });

  it('another party’s object is not found, and a bad date is a 400 naming it', async () => {
    expect(
      (await person.get('/reference/minimum-rent?cadastralNumber=10:09:03:01:02:0017&date=2026-12-01')).status,
    ).toBe(404);
    const bad = await lessor.get('/reference/minimum-rent?cadastralNumber=10:09:03:01:02:0017&date=31.12.2026');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ date: 'errors.dateInvalid' });
  });

  it('the form settings name the rent above which the lessor confirms the sum, whether steps are signed, and no service switched off', async () => {
    expect((await lessor.get('/reference/form-settings')).body).toEqual({
      rentConfirmationThreshold: 100_000_000,
      signatureRequired: false,
      servicesOff: [],
      eimzoApiKeys: [],
    });
  });

  it('BHM at a date is the amount in force then', async () => {
    expect((await lessor.get('/reference/bhm?date=2025-07-31')).body).toEqual({
      validFrom: '2024-10-01',
      amount: 375_000,
    });
    expect((await lessor.get('/reference/bhm?date=2026-11-22')).body).toEqual({
      validFrom: '2025-08-01',
      amount: 412_000,
    });
    expect((await lessor.get('/reference/bhm?date=2020-01-01')).status).toBe(404);
  });

  it('the reference table lists every year’s rates for premises and vehicles with their source in each language', async () => {
    const { body } = await lessor.get('/reference/minimum-rates');
    const law2025 = {
      'uz-Latn': '2024-yil 24-dekabrdagi OʻRQ-1011-son Davlat budjeti toʻgʻrisidagi qonun',
      'uz-Cyrl': '2024 йил 24 декабрдаги ЎРҚ-1011-сон Давлат бюджети тўғрисидаги қонун',
      ru: 'Закон о Государственном бюджете № ЗРУ-1011 от 24.12.2024',
    };
    expect(body.premises).toContainEqual({
      year: 2025,
      settlementZone: 'REGIONAL_CENTRE',
      propertyUse: 'NON_RESIDENTIAL',
      amount: 26_500,
      source: law2025,
    });
    expect(body.vehicles).toContainEqual({
      year: 2025,
      vehicleClass: 'BUS_OR_TRUCK',
      amount: 1_705_000,
      source: law2025,
    });
    expect(body.premises).toHaveLength(9);
    // No source is left in English or names a file of the project (issue 18).
    const sources = [...body.premises, ...body.vehicles].flatMap((r: { source: Record<string, string> }) =>
      Object.values(r.source),
    );
    expect(sources.filter((text) => /\.md\b|State Budget|Minimum rent/.test(text))).toEqual([]);
  });
});

describe('payment in so‘m or in BHM: so‘m = BHM at the contract date × the entered multiple', () => {
  it('12 BHM on a contract of 22.11.2026 is 12 × 412 000 = 4 944 000 so‘m; the multiple and the BHM are kept', async () => {
    const res = await lessor.post(
      '/contracts',
      contract({ contractDate: '2026-11-22', bhmMultiple: 12, monthlyPayment: 4_944_000 }),
    );
    expect(res.status).toBe(201);
    lessor.readAfter(res.body.position);
    expect((await lessor.get(`/contracts/${res.body.id}`)).body).toMatchObject({
      monthlyPayment: 4_944_000,
      details: { payment: { bhmMultiple: 12, bhmAmount: 412_000, bhmDate: '2025-08-01' } },
    });
  });

  it('the BHM of the contract date prices it, whatever the form sent: 12 BHM on 31.07.2025 is 4 500 000', async () => {
    const res = await lessor.post(
      '/contracts',
      contract({ contractDate: '2025-07-31', bhmMultiple: 12, monthlyPayment: 1 }),
    );
    expect(res.status).toBe(201);
    lessor.readAfter(res.body.position);
    expect((await lessor.get(`/contracts/${res.body.id}`)).body).toMatchObject({
      monthlyPayment: 4_500_000,
      details: { payment: { bhmAmount: 375_000 } },
    });
  });

  it('the minimum rent holds for a payment in BHM too: 10 BHM (4 120 000) for 100 m² is below 4 500 000', async () => {
    const res = await lessor.post('/contracts', contract({ contractDate: '2026-11-22', bhmMultiple: 10 }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errors: { monthlyPayment: 'errors.rentBelowMinimum' },
      params: { minimum: '4 500 000' },
    });
  });

  it('a date before any BHM is known is refused on the contract date; a multiple of 0 on the multiple', async () => {
    const early = await lessor.post('/contracts', contract({ contractDate: '2020-01-01', bhmMultiple: 12 }));
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ contractDate: 'errors.bhmUnknown' });
    expect((await lessor.post('/contracts', contract({ bhmMultiple: 0 }))).body.errors).toEqual({
      bhmMultiple: 'errors.amountPositive',
    });
  });
});

describe('cadastral zone', () => {
  it('no cadastral zone data for the selected object: refused, naming the object field, nothing written', async () => {
    const before = await eventCount();
    const res = await lessor.post('/contracts', contract({ cadastralNumber: '10:11:01:04:05:0204' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'NO_CADASTRAL_ZONE',
      errors: { cadastralNumber: 'errors.noCadastralZone' },
    });
    expect(await eventCount()).toBe(before);
  });

  it('the lessor’s objects show their zone, so the form can say which cannot be rented out', async () => {
    const { body } = await lessor.get('/catalog-general/my-properties');
    expect(body.find((o: { cadastralNumber: string }) => o.cadastralNumber === '10:11:01:04:05:0204')).toMatchObject({
      settlementZone: null,
    });
    expect(body.find((o: { cadastralNumber: string }) => o.cadastralNumber === '10:09:03:01:02:0017')).toMatchObject({
      settlementZone: 'TASHKENT_CITY',
      regionSoato: '1726',
    });
  });
});
