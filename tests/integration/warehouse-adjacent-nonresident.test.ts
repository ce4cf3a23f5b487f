import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient, demo, startApp, type TestApp, TestClock } from './support/test-app.js';

// The last three kinds through the API: warehouse services with the commodity turnover screen,
// adjacent-area land rent (legal entities only) and non-resident car rent. Each valid contract is
// accepted under its kind, each broken rule refused with its message and nothing written.
const clock = new TestClock(new Date('2026-11-20T09:00:00+05:00'));
let t: TestApp;
let lessor: ApiClient;
let legal: ApiClient;
let individual: ApiClient;

beforeAll(async () => {
  t = await startApp({}, clock);
  [lessor, legal, individual] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'legal'),
    ApiClient.signIn(t.baseUrl, 'individual'),
  ]);
});
afterAll(() => t.close());

let seq = 0;
const terms = (overrides: Record<string, unknown> = {}) => ({
  contractNumber: `K-${++seq}`,
  contractDate: '2026-11-20',
  lesseeId: demo('legal').login,
  area: 100,
  monthlyPayment: 5_000_000,
  beginDate: '2026-12-01',
  endDate: '2028-11-30',
  ...overrides,
});
const listOf = async (client: ApiClient, kind: string | string[]) =>
  (await client.get(`/contracts?filter=${encodeURIComponent(JSON.stringify({ kind }))}&range=[0,99]`)).body as {
    kind: string;
    contractNumber: string;
  }[];

describe('warehouse and storage services (commodity turnover: year, turnover or stock value, rate, fee, minimum)', () => {
  const warehouse = (overrides: Record<string, unknown> = {}) =>
    terms({
      kind: 'WAREHOUSE',
      cadastralNumber: '10:11:01:04:05:0205',
      turnoverBasis: 'TURNOVER',
      turnoverRate: 2,
      ...overrides,
    });

  it.each([
    ['a rate of 0 %', { turnoverRate: 0 }, { turnoverRate: 'errors.turnoverRateInvalid' }],
    ['a rate over 100 %', { turnoverRate: 101 }, { turnoverRate: 'errors.turnoverRateInvalid' }],
    ['no basis for the fee', { turnoverBasis: undefined }, { turnoverBasis: 'errors.required' }],
    [
      'rent below the minimum (100 m² × 45 000 in Tashkent)',
      { monthlyPayment: 4_499_999 },
      { monthlyPayment: 'errors.rentBelowMinimum' },
    ],
  ])('%s is refused with its message, and nothing is written', async (_name, overrides, errors) => {
    const res = await lessor.post('/contracts', warehouse(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(await listOf(lessor, 'WAREHOUSE')).toEqual([]);
  });

  let id = '';
  it('a storage contract is registered with its rate; before approval no turnover can be recorded', async () => {
    const res = await lessor.post('/contracts', warehouse({ contractNumber: 'OM-1' }));
    expect(res.status).toBe(201);
    id = res.body.id as string;
    lessor.readAfter(res.body.position);
    expect((await lessor.get(`/contracts/${id}`)).body).toMatchObject({
      kind: 'WAREHOUSE',
      details: { warehouse: { basis: 'TURNOVER', ratePercent: 2 } },
    });
    const early = await lessor.post(`/contracts/${id}/record-turnover`, { year: 2026, amount: 1_000_000 });
    expect(early.status).toBe(409);
  });

  it('once approved, the lessor records a year; the fee is the rate of it, never below the minimum of its months', async () => {
    legal.readAfter(lessor.lastWrite!);
    expect((await legal.post(`/contracts/${id}/confirm`, {})).status).toBe(200);
    clock.set('2027-03-01T10:00:00+05:00');
    // 2026 holds one month of the term (December): the minimum is 4 500 000; 2 % of 100 000 000 is 2 000 000.
    const small = await lessor.post(`/contracts/${id}/record-turnover`, { year: 2026, amount: 100_000_000 });
    expect(small.status).toBe(200);
    // 2027 is a whole year: 12 × 4 500 000 = 54 000 000 minimum; 2 % of 3 000 000 000 is 60 000 000.
    const big = await lessor.post(`/contracts/${id}/record-turnover`, { year: 2027, amount: 3_000_000_000 });
    expect(big.status).toBe(200);
    legal.readAfter(big.body.position);
    const rows = (await legal.get(`/contracts/${id}/turnovers`)).body as Record<string, unknown>[];
    expect(rows.map((r) => [r.year, r.amount, r.fee, r.minimumAmount, r.due])).toEqual([
      [2026, 100_000_000, 2_000_000, 4_500_000, 4_500_000],
      [2027, 3_000_000_000, 60_000_000, 54_000_000, 60_000_000],
    ]);
  });

  it('recording a year again corrects it; the history keeps both records', async () => {
    const res = await lessor.post(`/contracts/${id}/record-turnover`, { year: 2027, amount: 3_500_000_000 });
    expect(res.status).toBe(200);
    lessor.readAfter(res.body.position);
    const rows = (await lessor.get(`/contracts/${id}/turnovers`)).body as Record<string, unknown>[];
    expect(rows.map((r) => [r.year, r.due])).toEqual([
      [2026, 4_500_000],
      [2027, 70_000_000],
    ]);
    const history = (await lessor.get(`/contracts/${id}/history`)).body as {
      eventType: string;
      details: { year?: number } | null;
    }[];
    expect(history.filter((h) => h.eventType === 'TurnoverRecorded').map((h) => h.details?.year)).toEqual([
      2026, 2027, 2027,
    ]);
  });

  it.each([
    ['a year that has not come yet', { year: 2028, amount: 1 }, 400, 'TURNOVER_YEAR_INVALID'],
    ['a year outside the term', { year: 2025, amount: 1 }, 400, 'TURNOVER_YEAR_INVALID'],
    ['a negative amount', { year: 2027, amount: -1 }, 400, 'VALIDATION'],
  ])('%s is refused', async (_name, body, status, code) => {
    const res = await lessor.post(`/contracts/${id}/record-turnover`, body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it('only the lessor records turnover; a stranger does not even see the contract', async () => {
    const byLessee = await legal.post(`/contracts/${id}/record-turnover`, { year: 2027, amount: 1 });
    expect(byLessee.status).toBe(403);
    expect(byLessee.body.message).toBe('errors.onlyLessorRecordsTurnover');
    expect((await individual.post(`/contracts/${id}/record-turnover`, { year: 2027, amount: 1 })).status).toBe(404);
    expect((await individual.get(`/contracts/${id}/turnovers`)).status).toBe(404);
  });

  it('a contract of another kind has no turnover', async () => {
    clock.set('2026-11-20T09:00:00+05:00');
    const other = await lessor.post(
      '/contracts',
      terms({ kind: 'OTHER_RENT', cadastralNumber: '10:11:01:04:05:0203' }),
    );
    legal.readAfter(other.body.position);
    await legal.post(`/contracts/${other.body.id}/confirm`, {});
    const res = await lessor.post(`/contracts/${other.body.id}/record-turnover`, { year: 2026, amount: 1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NOT_A_WAREHOUSE');
  });
});

describe('adjacent-area land rent (legal entities only: adjacent object name, land area, rent area, location stage)', () => {
  const adjacent = (overrides: Record<string, unknown> = {}) =>
    terms({
      kind: 'ADJACENT_AREA',
      cadastralNumber: '10:09:03:01:02:0100',
      area: 60,
      monthlyPayment: 900_000,
      adjacentObjectName: '«Bahor» kafesi',
      locationStage: 'FIRST_LINE',
      ...overrides,
    });

  it.each([
    ['no adjacent object name', { adjacentObjectName: ' ' }, 400, { adjacentObjectName: 'errors.required' }],
    ['no location stage', { locationStage: undefined }, 400, { locationStage: 'errors.required' }],
    [
      'a building instead of a plot',
      { cadastralNumber: '10:11:01:04:05:0203' },
      400,
      { cadastralNumber: 'errors.notALandPlot' },
    ],
    ['rent area over the land area (400 m²)', { area: 401 }, 409, { area: 'errors.notEnoughVacantArea' }],
  ])('%s is refused with its message', async (_name, overrides, status, errors) => {
    const res = await lessor.post('/contracts', adjacent(overrides));
    expect(res.status).toBe(status);
    expect(res.body.errors).toEqual(errors);
  });

  it('an individual cannot register adjacent-area rent', async () => {
    const res = await individual.post('/contracts', adjacent({ cadastralNumber: '10:06:02:02:01:0455/12' }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('errors.adjacentAreaLegalOnly');
    expect(await listOf(individual, 'ADJACENT_AREA')).toEqual([]);
  });

  it('a legal entity rents part of its plot to a café; the plot, the object and the land area are on the contract', async () => {
    const res = await lessor.post('/contracts', adjacent({ contractNumber: 'TH-1' }));
    expect(res.status).toBe(201);
    legal.readAfter(res.body.position);
    expect((await legal.get(`/contracts/${res.body.id}`)).body).toMatchObject({
      kind: 'ADJACENT_AREA',
      area: 60,
      monthlyPayment: 900_000,
      details: { adjacentArea: { objectName: '«Bahor» kafesi', locationStage: 'FIRST_LINE', landArea: 400 } },
    });
    // The rented part is held on the plot like any rented area.
    const rest = await lessor.post('/contracts', adjacent({ area: 341 }));
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 'NOT_ENOUGH_AREA', params: { available: '340' } });
  });
});

describe('non-resident car rent', () => {
  const car = (overrides: Record<string, unknown> = {}) => ({
    kind: 'CAR_RENT_NONRESIDENT',
    contractNumber: `NR-${++seq}`,
    contractDate: '2026-11-20',
    lesseeId: '209876543',
    plateNumber: '01456ABD',
    usageType: 'CARGO',
    monthlyPayment: 2_000_000,
    beginDate: '2026-12-01',
    endDate: '2027-11-30',
    ...overrides,
  });

  it.each([
    [
      'a resident company as the lessee',
      { lesseeId: demo('legal').login },
      400,
      { lesseeId: 'errors.lesseeNotNonResident' },
    ],
    ['a person by PINFL', { lesseeId: demo('individual').login }, 400, { lesseeId: 'errors.tinInvalid' }],
    [
      'rent below the per-vehicle minimum of a truck (1 705 000)',
      { monthlyPayment: 1_704_999 },
      400,
      { monthlyPayment: 'errors.rentBelowMinimum' },
    ],
  ])('%s is refused, naming the field', async (_name, overrides, status, errors) => {
    const res = await lessor.post('/contracts', car(overrides));
    expect(res.status).toBe(status);
    expect(res.body.errors).toEqual(errors);
  });

  it('a truck is rented to a non-resident; the vehicle list shows both car rents', async () => {
    const res = await lessor.post('/contracts', car({ contractNumber: 'NR-OK' }));
    expect(res.status).toBe(201);
    lessor.readAfter(res.body.position);
    expect((await lessor.get(`/contracts/${res.body.id}`)).body).toMatchObject({
      kind: 'CAR_RENT_NONRESIDENT',
      cadastralNumber: '01456ABD',
      details: { vehicle: { model: 'Isuzu NPR 82', usageType: 'CARGO' } },
    });
    const car2 = await lessor.post('/contracts', {
      ...car({
        contractNumber: 'AV-1',
        kind: 'CAR_RENT',
        plateNumber: '01123ABC',
        lesseeId: demo('individual').login,
        monthlyPayment: 900_000,
      }),
    });
    expect(car2.status).toBe(201);
    lessor.readAfter(car2.body.position);
    const both = await listOf(lessor, ['CAR_RENT', 'CAR_RENT_NONRESIDENT']);
    expect(both.map((c) => c.contractNumber).sort()).toEqual(['AV-1', 'NR-OK']);
    expect((await listOf(lessor, 'CAR_RENT_NONRESIDENT')).map((c) => c.contractNumber)).toEqual(['NR-OK']);
  });
});
