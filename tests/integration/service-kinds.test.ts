import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// Each service kind through the API: a valid contract accepted under its kind, its own rules refused with
// their message, nothing written.
let t: TestApp;
let lessor: ApiClient;
let legal: ApiClient;

beforeAll(async () => {
  t = await startApp();
  [lessor, legal] = await Promise.all([ApiClient.signIn(t.baseUrl, 'lessor'), ApiClient.signIn(t.baseUrl, 'legal')]);
});
afterAll(() => t.close());

let seq = 0;
const body = (kind: string, overrides: Record<string, unknown> = {}) => ({
  kind,
  contractNumber: `SK-${++seq}`,
  contractDate: '2026-11-20',
  lesseeId: demo('legal').login,
  cadastralNumber: '10:11:01:04:05:0203',
  area: 100,
  monthlyPayment: 5_000_000,
  beginDate: '2026-12-01',
  endDate: '2028-11-30',
  ...overrides,
});

/** The lessee sends the contract back for change: only then may the lessor change it (spec §4). */
async function sentBackBy(lessee: ApiClient, id: string) {
  expect((await lessee.post(`/contracts/${id}/request-change`, { reason: 'Shartlarni tuzating' })).status).toBe(200);
}

const listOf = async (client: ApiClient, kind: string) =>
  (await client.get(`/contracts?filter=${encodeURIComponent(JSON.stringify({ kind }))}&range=[0,99]`)).body as {
    kind: string;
    contractNumber: string;
  }[];

describe('leasing (term over twelve months)', () => {
  it('a twelve-month term is refused on the end date with its message, and nothing is written', async () => {
    const res = await lessor.post('/contracts', body('LEASING', { endDate: '2027-11-30' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ endDate: 'errors.leasingTermTooShort' });
    expect(await listOf(lessor, 'LEASING')).toEqual([]);
  });

  it('a term over twelve months is registered as leasing and listed under its kind only', async () => {
    const res = await lessor.post('/contracts', body('LEASING', { contractNumber: 'LZ-1', endDate: '2027-12-01' }));
    expect(res.status).toBe(201);
    legal.readAfter(res.body.position);
    lessor.readAfter(res.body.position);
    expect((await listOf(legal, 'LEASING')).map((c) => [c.kind, c.contractNumber])).toEqual([['LEASING', 'LZ-1']]);
    expect(await listOf(legal, 'OPERATIVE')).toEqual([]);
  });

  it('a later change keeps the rule: shortening the lease to twelve months is refused', async () => {
    const [lease] = (await lessor.get(`/contracts?filter=${encodeURIComponent(JSON.stringify({ kind: 'LEASING' }))}`))
      .body as { id: string }[];
    await sentBackBy(legal, lease!.id);
    const res = await lessor.post(`/contracts/${lease!.id}/change`, {
      contractNumber: 'LZ-1',
      contractDate: '2026-11-20',
      area: 100,
      monthlyPayment: 5_000_000,
      beginDate: '2026-12-01',
      endDate: '2027-11-30',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'LEASING_TERM_TOO_SHORT',
      errors: { endDate: 'errors.leasingTermTooShort' },
    });
  });
});

describe('operative management (giver and taker, needs free space)', () => {
  it('the giver registers it; the taker finds it under operative management', async () => {
    const res = await lessor.post(
      '/contracts',
      body('OPERATIVE', { contractNumber: 'OP-1', area: 900, monthlyPayment: 41_000_000 }),
    );
    expect(res.status).toBe(201);
    legal.readAfter(res.body.position);
    expect((await listOf(legal, 'OPERATIVE')).map((c) => c.contractNumber)).toEqual(['OP-1']);
  });

  it('it needs free space: the rest of the object cannot be given twice', async () => {
    const res = await lessor.post(
      '/contracts',
      body('OPERATIVE', { contractNumber: 'OP-2', area: 250, monthlyPayment: 12_000_000 }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'NOT_ENOUGH_AREA', params: { available: '200' } });
  });
});

describe('student rent (a list of at least one student, each by PINFL, no PINFL twice)', () => {
  const flat = (students: unknown) => ({
    kind: 'STUDENT',
    contractNumber: `ST-${++seq}`,
    contractDate: '2026-11-20',
    cadastralNumber: '10:06:02:02:01:0455/12',
    area: 40,
    monthlyPayment: 1_500_000,
    beginDate: '2026-12-01',
    endDate: '2027-06-30',
    students,
  });
  let owner: ApiClient;
  let student: ApiClient;
  beforeAll(async () => {
    [owner, student] = await Promise.all([
      ApiClient.signIn(t.baseUrl, 'individual'),
      ApiClient.signIn(t.baseUrl, 'student'),
    ]);
  });

  it.each([
    ['at least 1 student in a student list', [], { students: 'errors.studentsRequired' }],
    [
      'the same PINFL must not be entered twice',
      [{ pinfl: '51503050260018' }, { pinfl: '62206050270028' }, { pinfl: '62206050270028' }],
      { 'students.2.pinfl': 'errors.pinflRepeated' },
    ],
    [
      'the lessee (the first student) must not repeat further down',
      [{ pinfl: '51503050260018' }, { pinfl: '62206050270028' }, { pinfl: '51503050260018' }],
      { 'students.2.pinfl': 'errors.lesseeRepeated' },
    ],
    ['a PINFL is 14 digits', [{ pinfl: '5150305026' }], { 'students.0.pinfl': 'errors.pinflInvalid' }],
    [
      'a student not in the education registry',
      [{ pinfl: '51503050260019' }],
      { 'students.0.pinfl': 'errors.studentNotFound' },
    ],
  ])('%s is refused, naming the field', async (_name, students, errors) => {
    const res = await owner.post('/contracts', flat(students));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('two students rent a flat: the first is the lessee, both are on the contract with their university', async () => {
    const res = await owner.post('/contracts', flat([{ pinfl: '51503050260018' }, { pinfl: '62206050270028' }]));
    expect(res.status).toBe(201);
    student.readAfter(res.body.position);
    const incoming = (await student.get('/contracts?filter={"box":"incoming"}')).body as { id: string }[];
    expect(incoming.map((c) => c.id)).toEqual([res.body.id]);
    const contract = (await student.get(`/contracts/${res.body.id}`)).body;
    expect(contract).toMatchObject({
      kind: 'STUDENT',
      lesseeId: '51503050260018',
      lesseeName: 'Toshmatov Sardor Baxodirovich',
      steps: ['confirm', 'reject', 'request-change'],
    });
    expect(contract.details.students.map((s: { name: string; university: string }) => [s.name, s.university])).toEqual([
      ['Toshmatov Sardor Baxodirovich', 'Toshkent davlat iqtisodiyot universiteti'],
      ['Ergasheva Malika Rustamovna', 'Oʻzbekiston Milliy universiteti'],
    ]);
  });

  it('the form looks a student up by PINFL: name, university, faculty, course', async () => {
    expect((await owner.get('/catalog-general/student/62206050270028')).body).toEqual({
      pinfl: '62206050270028',
      name: 'Ergasheva Malika Rustamovna',
      university: 'Oʻzbekiston Milliy universiteti',
      faculty: 'Matematika',
      course: 2,
    });
    expect((await owner.get('/catalog-general/student/62206050270027')).status).toBe(404);
  });
});

describe('land rent (fee at most three times the land tax rate per m²; multiplier 1 to 3)', () => {
  // The demo plot: 2 000 m² with a land tax rate of 6 000 so'm per m² a year.
  const plot = (overrides: Record<string, unknown> = {}) => {
    const { monthlyPayment: _none, ...rest } = body('LAND_RENT', {
      cadastralNumber: '10:11:01:04:05:0300',
      area: 500,
      rentMultiplier: 2,
      ...overrides,
    });
    return rest;
  };

  it.each([0.5, 3.5])('a multiplier of %s is refused: the multiplier is 1 to 3', async (rentMultiplier) => {
    const res = await lessor.post('/contracts', plot({ rentMultiplier }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ rentMultiplier: 'errors.landMultiplierInvalid' });
  });

  it('a building is not a land plot', async () => {
    const res = await lessor.post('/contracts', plot({ cadastralNumber: '10:09:03:01:02:0017' }));
    expect(res.body).toMatchObject({ code: 'NOT_A_LAND_PLOT', errors: { cadastralNumber: 'errors.notALandPlot' } });
  });

  it('the fee follows from the plot: 500 m² × 6 000 × 2 a year is 500 000 so‘m a month', async () => {
    const res = await lessor.post('/contracts', plot({ contractNumber: 'YER-1' }));
    expect(res.status).toBe(201);
    lessor.readAfter(res.body.position);
    expect((await lessor.get(`/contracts/${res.body.id}`)).body).toMatchObject({
      kind: 'LAND_RENT',
      monthlyPayment: 500_000,
      details: { land: { landTaxRate: 6000, multiplier: 2 } },
    });
  });

  it('land rent fee at most three times the land tax rate: a change to more is refused, naming the cap', async () => {
    const [contract] = (
      await lessor.get(`/contracts?filter=${encodeURIComponent(JSON.stringify({ kind: 'LAND_RENT' }))}`)
    ).body as { id: string }[];
    const terms = {
      contractNumber: 'YER-1',
      contractDate: '2026-11-20',
      area: 500,
      beginDate: '2026-12-01',
      endDate: '2028-11-30',
    };
    await sentBackBy(legal, contract!.id);
    const over = await lessor.post(`/contracts/${contract!.id}/change`, { ...terms, monthlyPayment: 750_001 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: 'LAND_FEE_TOO_HIGH',
      errors: { monthlyPayment: 'errors.landFeeTooHigh' },
      params: { maximum: '750 000' },
    });
    expect((await lessor.post(`/contracts/${contract!.id}/change`, { ...terms, monthlyPayment: 750_000 })).status).toBe(
      200,
    );
  });
});

describe('rent to a foreign company (non-resident lessee)', () => {
  it('a resident company as the lessee is refused, naming the lessee field', async () => {
    const res = await lessor.post('/contracts', body('FOREIGN_COMPANY', { lesseeId: demo('legal').login }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'LESSEE_NOT_NON_RESIDENT',
      errors: { lesseeId: 'errors.lesseeNotNonResident' },
    });
  });

  it('a person cannot be the lessee: the foreign company is named by a 9-digit TIN', async () => {
    const res = await lessor.post('/contracts', body('FOREIGN_COMPANY', { lesseeId: demo('individual').login }));
    expect(res.body.errors).toEqual({ lesseeId: 'errors.tinInvalid' });
  });

  it('a non-resident taxpayer rents the premises; the contract records it as a non-resident', async () => {
    const res = await lessor.post(
      '/contracts',
      body('FOREIGN_COMPANY', { lesseeId: '209876543', area: 50, monthlyPayment: 3_000_000 }),
    );
    expect(res.status).toBe(201);
    lessor.readAfter(res.body.position);
    expect((await lessor.get(`/contracts/${res.body.id}`)).body).toMatchObject({
      kind: 'FOREIGN_COMPANY',
      lesseeId: '209876543',
      lesseeName: '«Nordic Build Solutions» AS (Norvegiya) vakolatxonasi',
    });
  });
});

describe('mobile trade object rent (type, usage type, object area; the lessee a sole proprietor, active)', () => {
  const spot = (overrides: Record<string, unknown> = {}) =>
    body('MOBILE_TRADE', {
      lesseeId: demo('yatt').login,
      area: 20,
      monthlyPayment: 1_000_000,
      objectType: 'KIOSK',
      usageType: 'FOOD',
      objectArea: 12,
      ...overrides,
    });

  it.each([
    [
      'PINFL not found among sole proprietors or self-employed',
      { lesseeId: demo('individual').login },
      'NOT_SOLE_PROPRIETOR',
      { lesseeId: 'errors.lesseeNotYatt' },
    ],
    [
      'lessee not active',
      { lesseeId: '40711900320056' },
      'SOLE_PROPRIETOR_NOT_ACTIVE',
      { lesseeId: 'errors.lesseeNotActive' },
    ],
    [
      'object area cannot exceed plot area',
      { objectArea: 20.5 },
      'VALIDATION',
      { objectArea: 'errors.objectAreaExceedsPlot' },
    ],
  ])('%s: refused, naming the field', async (_name, overrides, code, errors) => {
    const res = await lessor.post('/contracts', spot(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, errors });
  });

  it('an active sole proprietor rents a spot for a kiosk; the object is on the contract', async () => {
    const res = await lessor.post('/contracts', spot({ contractNumber: 'MT-1' }));
    expect(res.status).toBe(201);
    lessor.readAfter(res.body.position);
    expect((await lessor.get(`/contracts/${res.body.id}`)).body).toMatchObject({
      kind: 'MOBILE_TRADE',
      lesseeId: demo('yatt').login,
      details: { mobileTrade: { objectType: 'KIOSK', usageType: 'FOOD', objectArea: 12 } },
    });
    // A later change cannot shrink the spot below the object on it.
    const terms = {
      contractNumber: 'MT-1',
      contractDate: '2026-11-20',
      monthlyPayment: 1_000_000,
      beginDate: '2026-12-01',
      endDate: '2028-11-30',
    };
    await sentBackBy(await ApiClient.signIn(t.baseUrl, 'yatt'), res.body.id);
    const smaller = await lessor.post(`/contracts/${res.body.id}/change`, { ...terms, area: 10 });
    expect(smaller.body).toMatchObject({
      code: 'OBJECT_AREA_EXCEEDS_PLOT',
      errors: { area: 'errors.objectAreaExceedsPlot' },
    });
  });
});

describe('car rent (vehicle by plate, minimum monthly rent per vehicle)', () => {
  const car = (overrides: Record<string, unknown> = {}) => ({
    kind: 'CAR_RENT',
    contractNumber: `AV-${++seq}`,
    contractDate: '2026-11-20',
    lesseeId: demo('individual').login,
    plateNumber: '01123ABC',
    usageType: 'TAXI',
    monthlyPayment: 1_000_000,
    beginDate: '2026-12-01',
    endDate: '2027-11-30',
    ...overrides,
  });

  it.each([
    ['a plate that is not a plate', { plateNumber: '01-123' }, 400, { plateNumber: 'errors.plateNumberInvalid' }],
    [
      'a vehicle the registry does not know',
      { plateNumber: '01999ZZZ' },
      400,
      { plateNumber: 'errors.vehicleNotFound' },
    ],
    ['another owner’s vehicle', { plateNumber: '01A777BC' }, 400, { plateNumber: 'errors.vehicleNotOwned' }],
    [
      'rent below the per-vehicle minimum of a passenger car (858 000)',
      { monthlyPayment: 857_999 },
      400,
      { monthlyPayment: 'errors.rentBelowMinimum' },
    ],
    [
      'rent below the per-vehicle minimum of a truck (1 705 000)',
      { plateNumber: '01456ABD', monthlyPayment: 1_000_000 },
      400,
      { monthlyPayment: 'errors.rentBelowMinimum' },
    ],
  ])('%s is refused, naming the field', async (_name, overrides, status, errors) => {
    const res = await lessor.post('/contracts', car(overrides));
    expect(res.status).toBe(status);
    expect(res.body.errors).toEqual(errors);
  });

  it('a passenger car is rented out; the vehicle is on the contract; it cannot be rented twice while in force', async () => {
    const res = await lessor.post('/contracts', car({ contractNumber: 'AV-OK', plateNumber: '01123abc' }));
    expect(res.status).toBe(201);
    lessor.readAfter(res.body.position);
    expect((await lessor.get(`/contracts/${res.body.id}`)).body).toMatchObject({
      kind: 'CAR_RENT',
      cadastralNumber: '01123ABC',
      address: 'Chevrolet Cobalt, oq, 2022',
      area: 1,
      details: { vehicle: { plateNumber: '01123ABC', model: 'Chevrolet Cobalt', usageType: 'TAXI' } },
    });
    const again = await lessor.post('/contracts', car());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PROPERTY_ALREADY_LEASED');
    const vehicles = (await lessor.get('/catalog-general/my-vehicles')).body as {
      plateNumber: string;
      vehicleClass: string;
    }[];
    expect(vehicles.map((v) => [v.plateNumber, v.vehicleClass])).toEqual([
      ['01123ABC', 'PASSENGER'],
      ['01456ABD', 'BUS_OR_TRUCK'],
    ]);
  });
});

/** Every event of the log, counted: a refusal writes none. */
async function eventCount(): Promise<number> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
  await client.end();
  return Number(rows[0]!.n);
}

describe('a vehicle contract is changed as a vehicle: its terms name no area (issue 18)', () => {
  const terms = { contractNumber: 'AV-CH', contractDate: '2026-11-20', beginDate: '2026-12-01', endDate: '2027-11-30' };

  it('a change names the payment and the term alone; the vehicle stays whole; an area is refused, nothing written', async () => {
    const created = await lessor.post('/contracts', {
      ...terms,
      kind: 'CAR_RENT',
      lesseeId: demo('individual').login,
      plateNumber: '01456ABD',
      usageType: 'CARGO',
      monthlyPayment: 1_800_000,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await sentBackBy(await ApiClient.signIn(t.baseUrl, 'individual'), id);

    const before = await eventCount();
    const withArea = await lessor.post(`/contracts/${id}/change`, { ...terms, area: 5, monthlyPayment: 1_900_000 });
    expect(withArea.status).toBe(400);
    expect(withArea.body).toMatchObject({ code: 'VEHICLE_HAS_NO_AREA', errors: { area: 'errors.vehicleHasNoArea' } });
    expect(await eventCount()).toBe(before);

    const changed = await lessor.post(`/contracts/${id}/change`, { ...terms, monthlyPayment: 1_900_000 });
    expect(changed.status).toBe(200);
    lessor.readAfter(changed.body.position);
    expect((await lessor.get(`/contracts/${id}`)).body).toMatchObject({ area: 1, monthlyPayment: 1_900_000 });
  });

  it('premises still name their area: a change without it is refused as required, nothing written', async () => {
    const created = await lessor.post('/contracts', body('OTHER_RENT', { area: 10 }));
    expect(created.status).toBe(201);
    await sentBackBy(legal, created.body.id);
    const before = await eventCount();
    const res = await lessor.post(`/contracts/${created.body.id}/change`, { ...terms, monthlyPayment: 1_000_000 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'AREA_REQUIRED', errors: { area: 'errors.required' } });
    expect(await eventCount()).toBe(before);
  });
});

describe('the kind is part of the request', () => {
  it('a missing or unknown kind is a 400 naming the kind field', async () => {
    const { kind: _kind, ...withoutKind } = body('OTHER_RENT');
    expect((await lessor.post('/contracts', withoutKind)).body.errors).toMatchObject({ kind: expect.any(String) });
    expect((await lessor.post('/contracts', body('SPACESHIP'))).body.errors).toMatchObject({
      kind: expect.any(String),
    });
  });
});
