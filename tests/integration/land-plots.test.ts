import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { THIS_YEAR } from './fixtures/contracts.js';
import { aLegalEntity } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { pdfPagesText } from './support/pdf-reading.js';
import { sql } from './support/test-database.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Land rent of several plots (spec §8 "leased plots exist and all must be filled"): the lessor rents
// further plots of its own under one contract, at one multiplier; each plot's area is held on its own
// stream, taken and let go with the contract; a begun row must be finished; a refusal writes nothing.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let first: string;
let second: string;
let building: string;
let strangers: string;

beforeAll(async () => {
  t = await startApp();
  const [owner, taker, stranger] = [await aLegalEntity(t), await aLegalEntity(t), await aLegalEntity(t)];
  const land = { propertyType: 'LAND_PLOT', landTaxRate: 6000 } as const;
  first = await aProperty(t, owner.partyId, { ...land, totalArea: 2000 });
  second = await aProperty(t, owner.partyId, { ...land, totalArea: 1000, landTaxRate: 3000 });
  building = await aProperty(t, owner.partyId, { totalArea: 500 });
  strangers = await aProperty(t, stranger.partyId, { ...land, totalArea: 1000 });
  [lessor, lessee] = await Promise.all([ApiClient.signIn(t.baseUrl, owner), ApiClient.signIn(t.baseUrl, taker)]);
  lesseeId = taker.partyId;
});
afterAll(() => t.close());

let lesseeId: string;
let made = 0;
const landRent = (morePlots: unknown[], terms: Record<string, unknown> = {}) => ({
  kind: 'LAND_RENT',
  contractNumber: `LP-${++made}`,
  contractDate: '2026-11-20',
  lesseeId,
  cadastralNumber: first,
  area: 500,
  rentMultiplier: 2,
  beginDate: '2026-12-01',
  endDate: '2028-11-30',
  morePlots,
  ...terms,
});

const eventCount = async () =>
  Number((await sql<{ n: string }>(t.databaseUrl, 'SELECT count(*) AS n FROM events'))[0]!.n);
const vacant = async () => {
  const mine = (await lessor.get('/catalog-general/my-properties')).body as {
    cadastralNumber: string;
    vacantArea: number;
  }[];
  return Object.fromEntries([first, second].map((c) => [c, mine.find((p) => p.cadastralNumber === c)!.vacantArea]));
};

/** A refusal as the form reads it: its status and each field's message; nothing is written. */
async function refused(body: object) {
  const before = await eventCount();
  const res = await lessor.post('/contracts', body);
  expect(await eventCount()).toBe(before);
  return { status: res.status, errors: res.body.errors };
}

describe('a land rent of several plots', () => {
  it('a begun row left unfinished is named, and the list says every plot must be filled', async () =>
    expect(await refused(landRent([{ cadastralNumber: second }, { area: 20 }]))).toEqual({
      status: 400,
      errors: {
        'morePlots.0.area': 'errors.required',
        'morePlots.1.cadastralNumber': 'errors.required',
        morePlots: 'errors.plotsIncomplete',
      },
    }));

  it('the first plot named again is refused on its row', async () =>
    expect(await refused(landRent([{ cadastralNumber: first, area: 10 }]))).toEqual({
      status: 400,
      errors: { 'morePlots.0.cadastralNumber': 'errors.plotRepeated' },
    }));

  it.each([
    ['another owner’s plot', () => strangers, 'errors.propertyNotOwned'],
    ['a building, not a land plot', () => building, 'errors.notALandPlot'],
    ['an object the cadastre does not know', () => '10:99:99:99:98:0001', 'errors.propertyNotFound'],
  ])('%s is refused on its row', async (_, plot, message) =>
    expect(
      await refused(
        landRent([
          { cadastralNumber: second, area: 10 },
          { cadastralNumber: plot(), area: 10 },
        ]),
      ),
    ).toEqual({ status: 400, errors: { 'morePlots.1.cadastralNumber': message } }),
  );

  let id: string;

  it('is registered with each plot’s fee at the one multiplier, summed, and holds the area of each', async () => {
    const res = await lessor.post('/contracts', landRent([{ cadastralNumber: second, area: 300 }]));
    expect(res.status).toBe(201);
    id = res.body.id;
    lessor.readAfter(res.body.position);
    lessee.readAfter(res.body.position);
    // 500 m² × 6 000 × 2 / 12 = 500 000, and 300 m² × 3 000 × 2 / 12 = 150 000 so'm a month.
    expect((await lessee.get(`/contracts/${id}`)).body).toMatchObject({
      monthlyPayment: 650_000,
      area: 500,
      details: {
        land: {
          landTaxRate: 6000,
          multiplier: 2,
          morePlots: [{ cadastralNumber: second, area: 300, totalArea: 1000, landTaxRate: 3000 }],
        },
      },
    });
    expect(await vacant()).toEqual({ [first]: 1500, [second]: 700 });
  });

  it('another land rent may not take more of the further plot than is vacant: its row is named', async () => {
    const res = await lessor.post('/contracts', landRent([{ cadastralNumber: second, area: 701 }], { area: 10 }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'NOT_ENOUGH_AREA',
      errors: { 'morePlots.0.area': 'errors.notEnoughVacantArea' },
      params: { available: '700' },
    });
    expect(await vacant()).toEqual({ [first]: 1500, [second]: 700 });
  });

  it('confirmed, its public view and its registration certificate name every plot', async () => {
    const res = await lessee.post(`/contracts/${id}/confirm`, {});
    expect(res.status).toBe(200);
    const visitor = new ApiClient(t.baseUrl).readAfter(res.body.position);
    expect((await visitor.get(`/public/contracts/${id}?beginDate=2026-12-01&endDate=2028-11-30`)).body).toMatchObject({
      object: first,
      area: 500,
      morePlots: [{ object: second, area: 300 }],
    });
    const certificate = await fetch(`${t.baseUrl}/contracts/${id}/certificate?lang=uz-Latn`, {
      headers: { authorization: `Bearer ${lessee.token}` },
    });
    expect(certificate.status).toBe(200);
    const [text] = await pdfPagesText(Buffer.from(await certificate.arrayBuffer()));
    expect(text).toContain('Yer uchastkasi 2');
    expect(text).toContain(`${second}, 300 m²`);
  });

  it('cancelled, the contract lets go of every plot', async () => {
    const asked = await lessee.post(`/contracts/${id}/request-cancellation`, {
      reason: 'Yer kerak emas',
      effectiveYear: THIS_YEAR,
    });
    expect(asked.status).toBe(200);
    const accepted = await lessor.post(`/contracts/${id}/accept-cancellation`, {});
    expect(accepted.status).toBe(200);
    expect(await vacant()).toEqual({ [first]: 2000, [second]: 1000 });
  });
});
