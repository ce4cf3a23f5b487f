import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { sql as query } from './support/test-database.js';
import { ApiClient, demo, startApp, type TestApp, TestClock } from './support/test-app.js';

// Areas and sums are exact (DESIGN.md): every number the API takes has a stated scale (two decimals:
// hundredths of a m², tiyin, hundredths of a BHM, of a per cent, of a multiplier), a third decimal is a
// 400 naming the field with nothing written, areas add up in hundredths so an object is let to its last
// hundredth and never beyond, and the read models hold the largest accepted values.
const clock = new TestClock(new Date('2026-11-20T09:00:00+05:00'));
let t: TestApp;
let lessor: ApiClient;
let legal: ApiClient;

const WAREHOUSE_1500 = '10:11:01:04:05:0205'; // 1 500 m², Tashkent, non-residential: at least 45 000 so'm a m²
const BUILDING = '10:11:01:04:05:0203'; // 1 200 m², Tashkent, non-residential
const PLOT = '10:11:01:04:05:0300'; // 2 000 m² land plot, land tax 6 000 so'm a m² a year

beforeAll(async () => {
  t = await startApp({}, clock);
  [lessor, legal] = await Promise.all([ApiClient.signIn(t.baseUrl, 'lessor'), ApiClient.signIn(t.baseUrl, 'legal')]);
});
afterAll(() => t.close());

const sql = <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  query<R>(t.databaseUrl, text, values);
const eventCount = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM events'))[0]!.n);

let seq = 0;
const registration = (overrides: Record<string, unknown> = {}) => ({
  kind: 'OTHER_RENT',
  contractNumber: `EV-${++seq}`,
  contractDate: '2026-11-20',
  lesseeId: demo('legal').login,
  cadastralNumber: BUILDING,
  area: 100,
  monthlyPayment: 5_000_000,
  beginDate: '2026-12-01',
  endDate: '2028-11-30',
  ...overrides,
});

/** A body the API must refuse with a 400 naming exactly these fields, leaving the event log as it was. */
async function refused(path: string, body: object, errors: Record<string, string>) {
  const before = await eventCount();
  const res = await lessor.post(path, body);
  expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 400, errors });
  expect(await eventCount()).toBe(before);
  return res;
}

async function registered(body: object): Promise<string> {
  const res = await lessor.post('/contracts', body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
  return res.body.id as string;
}

const contract = async (id: string) =>
  (await lessor.get(`/contracts/${id}`)).body as { monthlyPayment: number; area: number };

describe('an area has at most two decimals (hundredths of a m²)', () => {
  it.each([
    ['0,004 m², which a numeric(12, 2) column would make 0', 0.004],
    ['1 499,994 m², which vacant area rounded to 1 499,99', 1_499.994],
  ])('%s is refused naming the area, in the user’s words, and nothing is written', async (_name, area) => {
    const res = await refused(
      '/contracts',
      registration({ cadastralNumber: WAREHOUSE_1500, area, monthlyPayment: 70_000_000 }),
      { area: 'errors.atMostTwoDecimals' },
    );
    expect(res.body.code).toBe('VALIDATION');
  });

  it('a mobile-trade object’s own area too', () =>
    refused(
      '/contracts',
      registration({
        kind: 'MOBILE_TRADE',
        lesseeId: demo('yatt').login,
        area: 20,
        objectType: 'KIOSK',
        usageType: 'FOOD',
        objectArea: 12.005,
      }),
      {
        objectArea: 'errors.atMostTwoDecimals',
      },
    ));
});

describe('an object of 1 500 m² is let to its last hundredth, and not a hundredth beyond', () => {
  it('1 499,99 m² at exactly the minimum rent (1 499,99 × 45 000 = 67 499 550) is registered; a tiyin less is not', async () => {
    const below = await refused(
      '/contracts',
      registration({ cadastralNumber: WAREHOUSE_1500, area: 1_499.99, monthlyPayment: 67_499_549.99 }),
      {
        monthlyPayment: 'errors.rentBelowMinimum',
      },
    );
    expect(below.body.params).toEqual({ minimum: '67 499 550' });
    await registered(registration({ cadastralNumber: WAREHOUSE_1500, area: 1_499.99, monthlyPayment: 67_499_550 }));
  });

  it('0,02 m² more does not fit: refused with the spec’s message, naming the 0,01 m² vacant', async () => {
    const before = await eventCount();
    const res = await lessor.post(
      '/contracts',
      registration({ cadastralNumber: WAREHOUSE_1500, area: 0.02, monthlyPayment: 900 }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'NOT_ENOUGH_AREA',
      message: 'errors.notEnoughVacantArea',
      errors: { area: 'errors.notEnoughVacantArea' },
      params: { available: '0,01' },
    });
    expect(await eventCount()).toBe(before);
  });

  it('0,01 m² fits exactly: 1 499,99 + 0,01 is 1 500', async () => {
    await registered(registration({ cadastralNumber: WAREHOUSE_1500, area: 0.01, monthlyPayment: 450 }));
  });

  it('then 0,01 m² more is refused: this property is already leased', async () => {
    const res = await lessor.post(
      '/contracts',
      registration({ cadastralNumber: WAREHOUSE_1500, area: 0.01, monthlyPayment: 450 }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'PROPERTY_ALREADY_LEASED',
      errors: { area: 'errors.propertyAlreadyLeased' },
    });
  });

  it('the property-occupancy read model kept up and holds exactly 1 500 m²; nothing is vacant', async () => {
    // The lessor reads after its last write: the occupancy projection has passed it, so it did not stop.
    const objects = (await lessor.get('/catalog-general/my-properties')).body as {
      cadastralNumber: string;
      totalArea: number;
      vacantArea: number;
    }[];
    expect(objects.find((o) => o.cadastralNumber === WAREHOUSE_1500)).toMatchObject({
      totalArea: 1_500,
      vacantArea: 0,
    });
    const [held] = await sql<{ area: string }>(
      'SELECT sum(area)::text AS area FROM property_reservations WHERE cadastral_number = $1',
      [WAREHOUSE_1500],
    );
    expect(held!.area).toBe('1500.00');
  });
});

describe('a sum has at most two decimals (tiyin) and is at most 10 000 000 000 000 so‘m', () => {
  it('a monthly payment with three decimals is refused naming it', () =>
    refused('/contracts', registration({ monthlyPayment: 5_000_000.001 }), {
      monthlyPayment: 'errors.atMostTwoDecimals',
    }));

  it('a monthly payment a tiyin above the largest sum is refused naming it', () =>
    refused('/contracts', registration({ monthlyPayment: 10_000_000_000_000.01 }), {
      monthlyPayment: 'errors.invalidValue',
    }));

  it('the largest sum to the tiyin is registered, and the contract list holds it exactly', async () => {
    const id = await registered(registration({ monthlyPayment: 9_999_999_999_999.99 }));
    expect(await contract(id)).toMatchObject({ monthlyPayment: 9_999_999_999_999.99, area: 100 });
  });

  it('tiyin are kept: 5 000 000,05', async () => {
    const id = await registered(registration({ monthlyPayment: 5_000_000.05 }));
    expect((await contract(id)).monthlyPayment).toBe(5_000_000.05);
  });
});

describe('BHM multiples, turnover rates and land multipliers have two decimals too', () => {
  it('a BHM multiple with three decimals is refused naming it', () =>
    refused('/contracts', registration({ area: 10, bhmMultiple: 1.155 }), { bhmMultiple: 'errors.atMostTwoDecimals' }));

  it('1,15 BHM at 412 000 is exactly 473 800 so‘m a month', async () => {
    const id = await registered(registration({ area: 10, monthlyPayment: 1, bhmMultiple: 1.15 }));
    expect((await contract(id)).monthlyPayment).toBe(473_800);
  });

  it('a warehouse rate with three decimals is refused naming it', () =>
    refused('/contracts', registration({ kind: 'WAREHOUSE', turnoverBasis: 'TURNOVER', turnoverRate: 1.255 }), {
      turnoverRate: 'errors.atMostTwoDecimals',
    }));

  const plot = (overrides: Record<string, unknown>) => {
    const { monthlyPayment: _derived, ...body } = registration({
      kind: 'LAND_RENT',
      cadastralNumber: PLOT,
      area: 500,
      rentMultiplier: 2,
      ...overrides,
    });
    return body;
  };

  it('a land multiplier with three decimals is refused naming it', () =>
    refused('/contracts', plot({ rentMultiplier: 1.005 }), { rentMultiplier: 'errors.atMostTwoDecimals' }));

  it('a land fee of half a so‘m more rounds up, exactly: 6 000 × 2,35 × 0,58 m² / 12 is 681,5, so 682', async () => {
    const id = await registered(plot({ area: 0.58, rentMultiplier: 2.35 }));
    expect((await contract(id)).monthlyPayment).toBe(682);
  });
});

describe('the numbers of later steps', () => {
  let id = '';
  const terms = {
    contractNumber: 'EV-STEP',
    contractDate: '2026-11-20',
    area: 100,
    monthlyPayment: 5_000_000,
    beginDate: '2026-12-01',
    endDate: '2028-11-30',
  };

  it('a change with an area or a payment of three decimals is refused naming it', async () => {
    id = await registered(registration());
    await refused(`/contracts/${id}/change`, { ...terms, area: 45.005 }, { area: 'errors.atMostTwoDecimals' });
    await refused(
      `/contracts/${id}/propose-change`,
      { ...terms, monthlyPayment: 5_000_000.125 },
      { monthlyPayment: 'errors.atMostTwoDecimals' },
    );
  });

  it('a cancellation from a year that is not whole is refused naming it', () =>
    refused(
      `/contracts/${id}/request-cancellation`,
      { reason: 'Sotildi', effectiveYear: 2027.5 },
      { effectiveYear: 'errors.cancellationYearInvalid' },
    ));

  describe('a warehouse’s yearly turnover', () => {
    let warehouse = '';
    it('is recorded once the contract is approved', async () => {
      warehouse = await registered(registration({ kind: 'WAREHOUSE', turnoverBasis: 'TURNOVER', turnoverRate: 1.25 }));
      legal.readAfter(lessor.lastWrite!);
      expect((await legal.post(`/contracts/${warehouse}/confirm`, {})).status).toBe(200);
      lessor.readAfter(legal.lastWrite!);
      clock.set('2027-03-01T10:00:00+05:00');
    });

    it.each([
      ['three decimals', 123_456_789.125, 'errors.atMostTwoDecimals'],
      ['a tiyin above the largest sum', 10_000_000_000_000.01, 'errors.invalidValue'],
    ])('an amount of %s is refused naming it', (_name, amount, message) =>
      refused(`/contracts/${warehouse}/record-turnover`, { year: 2026, amount }, { amount: message }),
    );

    it('the fee is the rate of the amount to the tiyin, half up; the read model holds the largest sum', async () => {
      expect(
        (await lessor.post(`/contracts/${warehouse}/record-turnover`, { year: 2026, amount: 123_456_789.12 })).status,
      ).toBe(200);
      expect(
        (await lessor.post(`/contracts/${warehouse}/record-turnover`, { year: 2027, amount: 9_999_999_999_999.99 }))
          .status,
      ).toBe(200);
      const rows = (await lessor.get(`/contracts/${warehouse}/turnovers`)).body as Record<string, unknown>[];
      // 1,25 % of 123 456 789,12 is 1 543 209,864 → 1 543 209,86; of the largest sum, 124 999 999 999,999875 → 125 000 000 000.
      // The minimum: one month (December 2026), then twelve, of 100 m² × 45 000.
      expect(rows.map((r) => [r.year, r.amount, r.fee, r.minimumAmount, r.due])).toEqual([
        [2026, 123_456_789.12, 1_543_209.86, 4_500_000, 4_500_000],
        [2027, 9_999_999_999_999.99, 125_000_000_000, 54_000_000, 125_000_000_000],
      ]);
    });
  });
});
