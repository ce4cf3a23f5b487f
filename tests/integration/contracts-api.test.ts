import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let stranger: ApiClient;

beforeAll(async () => {
  t = await startApp();
  [lessor, lessee, stranger] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'individual'),
    ApiClient.signIn(t.baseUrl, 'legal'),
  ]);
});

afterAll(() => t.close());

const terms = (overrides: Record<string, unknown> = {}) =>
  officeRent('IJ-2026/17', { area: 120.5, monthlyPayment: 6_500_000, purpose: 'Ofis', ...overrides });

async function eventCount(): Promise<number> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
  await client.end();
  return Number(rows[0]!.n);
}

describe('sign-in and account', () => {
  it('answers the account of the signed-in legal entity with its TIN and the LEGAL role', async () => {
    const { status, body } = await lessor.get('/oauth/account');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      tin: '301234567',
      pinfl: null,
      name: '«Toshkent Savdo Markazi» MChJ',
      roles: ['LEGAL'],
    });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('answers an individual’s PINFL and no LEGAL role', async () => {
    const { body } = await lessee.get('/oauth/account');
    expect(body).toMatchObject({ pinfl: demo('individual').login, tin: null });
    expect(body.roles).not.toContain('LEGAL');
  });

  it('refuses a wrong password with the wrong-password message', async () => {
    const res = await new ApiClient(t.baseUrl).post('/auth/login', {
      type: 'YUR',
      login: '301234567',
      password: 'nope',
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'WRONG_PASSWORD', message: 'errors.wrongPassword' });
  });

  it('refuses a TIN sign-in with a login that is not 9 digits, naming the field', async () => {
    const res = await new ApiClient(t.baseUrl).post('/auth/login', {
      type: 'YUR',
      login: '31012850123453',
      password: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ login: 'errors.tinInvalid' });
  });

  it('answers 401 without a token, with a forged token, and with an expired one', async () => {
    expect((await new ApiClient(t.baseUrl).get('/contracts')).status).toBe(401);
    const forged = await new ApiClient(
      t.baseUrl,
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwicGlkIjoiMzAxMjM0NTY3In0.c2lnbmF0dXJl',
    ).get('/oauth/account');
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'UNAUTHORIZED' });
    const { JwtService } = await import('@nestjs/jwt');
    const jwt = t.app.get(JwtService);
    const expired = await jwt.signAsync({ sub: 'x', pid: '301234567', name: 'x', roles: [] }, { expiresIn: -10 });
    expect((await new ApiClient(t.baseUrl, expired).get('/contracts')).status).toBe(401);
  });
});

describe('registries', () => {
  it('looks a company up by a 9-digit TIN only', async () => {
    expect((await lessor.get('/catalog-general/yur-np1/302345678')).body).toMatchObject({
      tin: '302345678',
      name: '«Samarqand Invest» AJ',
    });
    const bad = await lessor.get('/catalog-general/yur-np1/3023');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ tin: 'errors.tinInvalid' });
    expect((await lessor.get('/catalog-general/yur-np1/399999999')).status).toBe(404);
  });

  it('a party lookup of one’s own TIN is refused with the reason the form shows in its warning', async () => {
    const res = await lessor.get('/catalog-general/party/301234567');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'LESSEE_IS_LESSOR', message: 'errors.lesseeIsLessor' });
    expect((await lessor.get('/catalog-general/party/302345678')).body).toMatchObject({
      name: '«Samarqand Invest» AJ',
    });
  });

  it('lists the signed-in party’s own cadastral objects', async () => {
    const { body } = await lessor.get('/catalog-general/my-properties');
    expect(body.map((o: { cadastralNumber: string }) => o.cadastralNumber)).toEqual([
      '10:09:03:01:02:0017',
      '10:09:03:01:02:0018/1',
      '10:09:03:01:02:0100',
      '10:11:01:04:05:0203',
      '10:11:01:04:05:0204',
      '10:11:01:04:05:0205',
      '10:11:01:04:05:0300',
      '10:11:01:04:05:0301',
    ]);
  });

  it('looks a cadastral object up by its number, without its owner', async () => {
    const { body } = await lessee.get('/catalog-general/cadastre/10:09:03:01:02:0018%2F1');
    expect(body).toEqual({
      cadastralNumber: '10:09:03:01:02:0018/1',
      address: 'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107, B blok',
      totalArea: 240,
      propertyType: 'NON_RESIDENTIAL',
      propertyUse: 'NON_RESIDENTIAL',
      regionSoato: '1726',
      settlementZone: 'TASHKENT_CITY',
    });
    expect((await lessee.get('/catalog-general/cadastre/10:09')).body.errors).toEqual({
      number: 'errors.invalidValue',
    });
    expect((await lessee.get('/catalog-general/cadastre/99:99:99:99:99:9999')).status).toBe(404);
  });

  it('looks a vehicle up by its plate, without its owner', async () => {
    expect((await lessee.get('/catalog-general/vehicle/01456abd')).body).toEqual({
      plateNumber: '01456ABD',
      vehicleKind: 'MOTOR_FREIGHT',
      model: 'Isuzu NPR 82',
      colour: 'oq',
      yearMade: 2020,
      vehicleClass: 'BUS_OR_TRUCK',
    });
    expect((await lessee.get('/catalog-general/vehicle/01-456')).body.errors).toEqual({
      plate: 'errors.plateNumberInvalid',
    });
    expect((await lessee.get('/catalog-general/vehicle/99999ZZZ')).status).toBe(404);
  });
});

describe('the contract flow: create, list, confirm', () => {
  let id: string;

  it('registers a contract and answers its id and position', async () => {
    const res = await lessor.post('/contracts', terms());
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.position).toMatch(/^\d+-\d+$/);
    id = res.body.id;
    lessee.readAfter(res.body.position);
    stranger.readAfter(res.body.position);
  });

  it('shows it to the lessor as outgoing, awaiting approval, with the names from the registries', async () => {
    const { status, body, headers } = await lessor.get('/contracts?filter={"box":"outgoing"}');
    expect(status).toBe(200);
    expect(headers.get('content-range')).toBe('contracts 0-0/1');
    expect(body[0]).toMatchObject({
      id,
      state: 10,
      lessorId: '301234567',
      lesseeId: demo('individual').login,
      lesseeName: 'Aliyev Vali Karimovich',
      area: 120.5,
      monthlyPayment: 6_500_000,
      beginDate: '2026-12-01',
      endDate: '2027-11-30',
    });
  });

  it('shows it to the lessee as incoming, counted in the info panel badge', async () => {
    const incoming = await lessee.get('/contracts?filter={"box":"incoming"}');
    expect(incoming.body.map((c: { id: string }) => c.id)).toEqual([id]);
    const panel = await lessee.get('/contract/info-panel');
    expect(panel.body).toEqual({ counts: { '10': 1 }, inComing: [{ state: 10, rentCount: 1 }] });
    expect((await lessor.get('/contract/info-panel')).body.inComing).toEqual([]);
  });

  it('offers the lessee the counterpart’s steps and the lessor the initiator’s', async () => {
    expect((await lessee.get(`/contracts/${id}`)).body).toMatchObject({
      viewerRole: 'LESSEE',
      steps: ['confirm', 'reject', 'request-change'],
    });
    expect((await lessor.get(`/contracts/${id}`)).body).toMatchObject({
      viewerRole: 'LESSOR',
      steps: ['withdraw'],
    });
  });

  it('hides the contract from a stranger: 404 to read, 404 to confirm, and nothing written', async () => {
    expect((await stranger.get(`/contracts/${id}`)).status).toBe(404);
    expect((await stranger.get('/contracts')).headers.get('content-range')).toBe('contracts */0');
    const before = await eventCount();
    expect((await stranger.post(`/contracts/${id}/confirm`)).status).toBe(404);
    expect(await eventCount()).toBe(before);
  });

  it('refuses the lessor’s own confirmation', async () => {
    const res = await lessor.post(`/contracts/${id}/confirm`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('errors.onlyCounterpartDecides');
  });

  it('lets the lessee confirm it; it moves to accepted for both', async () => {
    const res = await lessee.post(`/contracts/${id}/confirm`);
    expect(res.status).toBe(200);
    lessor.readAfter(res.body.position);
    expect((await lessee.get('/contracts?filter={"box":"incoming"}')).body).toEqual([]);
    for (const party of [lessor, lessee]) {
      const accepted = await party.get('/contracts?filter={"box":"accepted"}');
      expect(accepted.body).toEqual([expect.objectContaining({ id, state: 20 })]);
    }
    expect((await lessee.get('/contract/info-panel')).body).toEqual({ counts: { '20': 1 }, inComing: [] });
  });

  it('refuses a second confirmation with 409', async () => {
    const res = await lessee.post(`/contracts/${id}/confirm`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NOT_AWAITING_APPROVAL');
  });
});

describe('rejection', () => {
  it('the lessee rejects with a reason; both see it under rejected with the reason', async () => {
    const created = await lessor.post('/contracts', terms({ contractNumber: 'R-1', lesseeId: '302345678' }));
    const legalLessee = (await ApiClient.signIn(t.baseUrl, 'legal')).readAfter(created.body.position);
    expect((await legalLessee.post(`/contracts/${created.body.id}/reject`, { reason: '' })).body.errors).toEqual({
      reason: 'errors.reasonRequired',
    });
    const rejected = await legalLessee.post(`/contracts/${created.body.id}/reject`, { reason: 'Narx mos emas' });
    expect(rejected.status).toBe(200);
    lessor.readAfter(rejected.body.position);
    const list = await lessor.get('/contracts?filter={"box":"rejected"}');
    expect(list.body).toEqual([
      expect.objectContaining({ id: created.body.id, state: 15, rejectionReason: 'Narx mos emas' }),
    ]);
    expect((await legalLessee.post(`/contracts/${created.body.id}/confirm`)).status).toBe(409);
  });
});

describe('bad input: a 400 naming the field, and nothing written', () => {
  it.each([
    ['TIN not 9 digits', { lesseeId: '30234567' }, { lesseeId: 'errors.partyIdInvalid' }],
    ['PINFL not 14 digits', { lesseeId: '3101285012345' }, { lesseeId: 'errors.partyIdInvalid' }],
    ['end before start', { endDate: '2026-11-30' }, { endDate: 'errors.endBeforeStart' }],
    ['area not > 0', { area: 0 }, { area: 'errors.areaPositive' }],
    ['a date that does not exist', { beginDate: '2026-02-30' }, { beginDate: 'errors.dateInvalid' }],
    ['a missing contract number', { contractNumber: undefined }, { contractNumber: 'errors.required' }],
    // Empty is "required" (spec §5), not the format hint a wrongly typed value gets.
    [
      'empty object, lessee and dates',
      { cadastralNumber: '', lesseeId: ' ', contractDate: '', beginDate: '', endDate: '' },
      {
        cadastralNumber: 'errors.required',
        lesseeId: 'errors.required',
        contractDate: 'errors.required',
        beginDate: 'errors.required',
        endDate: 'errors.required',
      },
    ],
    ['unknown lessee', { lesseeId: '399999999' }, { lesseeId: 'errors.lesseeNotFound' }],
    [
      'an object the lessor does not own',
      { cadastralNumber: '14:04:01:02:03:0071' },
      { cadastralNumber: 'errors.propertyNotOwned' },
    ],
    ['the lessor as its own lessee', { lesseeId: '301234567' }, { lesseeId: 'errors.lesseeIsLessor' }],
  ])('%s', async (_name, overrides, errors) => {
    const before = await eventCount();
    const res = await lessor.post('/contracts', terms(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(await eventCount()).toBe(before);
  });

  it('a malformed JSON body is a 400, not a crash', async () => {
    const res = await lessor.request('POST', '/contracts', undefined, { 'content-type': 'application/json' });
    const raw = await fetch(`${t.baseUrl}/contracts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await lessorToken() },
      body: '{"contractNumber":',
    });
    expect(res.status).toBe(400);
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ statusCode: 400 });
  });

  it('an unbounded page is refused', async () => {
    const res = await lessor.get('/contracts?range=[0,10000]');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['range']);
  });
});

async function lessorToken(): Promise<string> {
  return `Bearer ${(await ApiClient.signIn(t.baseUrl, 'lessor')).token!}`;
}
