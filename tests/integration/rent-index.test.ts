import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ProjectorRunner, writeRegistryRows } from '@rent/backend';
import { RENT_INDEX_DICTIONARY, type RentIndex } from '@rent/domain';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, TestClock, type TestApp } from './support/test-app.js';

// The open rent index (issue 21): rent per m² of the contracts in force, by region, district, use and
// quarter, published only for a cell of at least 10 contracts. Ten offices in one Tashkent district make a
// cell (and their region's); nine in Andijan do not, and appear nowhere, not even as a count. A contract
// cancelled leaves the figures, and with it the Tashkent cell falls under the threshold.
const clock = new TestClock(new Date('2026-06-10T10:00:00+05:00'));
const QUARTER = '2026-Q2';
// A district of the test's own: the classifier's extract names none here.
const DISTRICT = {
  soato: '1726901',
  regionSoato: '1726',
  nameUzLatn: 'Sinov tumani',
  nameUzCyrl: 'Синов тумани',
  nameRu: 'Тестовый район',
};
const TASHKENT_DISTRICT = DISTRICT.soato;
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
const tashkentIds: string[] = [];
// So'm a month for 10 m²: per m² 200,000 + 15,000 × i, given out of order.
const TASHKENT_RENTS = [7, 2, 9, 0, 5, 3, 8, 1, 6, 4].map((i) => 2_000_000 + 150_000 * i);

/** A continuous percentile as PostgreSQL's percentile_cont computes it: linear between the two nearest values. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return Math.round((sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below)) * 100) / 100;
}

async function register(cadastralNumber: string, lesseeId: string, monthlyPayment: number): Promise<string> {
  const created = await lessor.post(
    '/contracts',
    aRegistration(
      { lesseeId, cadastralNumber },
      { contractDate: '2026-05-25', beginDate: '2026-06-01', endDate: '2027-05-31', area: 10, monthlyPayment },
    ),
  );
  expect({ status: created.status, body: created.status === 201 ? null : created.body }).toEqual({
    status: 201,
    body: null,
  });
  lessee.readAfter(created.body.position);
  const confirmed = await lessee.post(`/contracts/${created.body.id}/confirm`);
  expect(confirmed.status).toBe(200);
  lessor.readAfter(confirmed.body.position);
  return created.body.id as string;
}

/** What anyone reads, signed in or not, once the read model has caught up with the last write. */
async function open(path: string): Promise<Response> {
  await t.app.get(ProjectorRunner).catchUp();
  return fetch(`${t.baseUrl}/open-data/${path}`);
}
const index = async (query = `quarter=${QUARTER}`) => (await (await open(`rent-index?${query}`)).json()) as RentIndex;

beforeAll(async () => {
  t = await startApp({}, clock);
  const [owner, person] = [await aLegalEntity(t), await anIndividual(t)];
  [lessor, lessee] = await Promise.all([ApiClient.signIn(t.baseUrl, owner), ApiClient.signIn(t.baseUrl, person)]);
  await writeRegistryRows(t.app.get(DataSource).manager, 'districts', [DISTRICT]);
  const tashkent = await aProperty(t, owner.partyId, { totalArea: 1000, districtSoato: TASHKENT_DISTRICT });
  const andijan = await aProperty(t, owner.partyId, {
    totalArea: 1000,
    regionSoato: '1703',
    settlementZone: 'REGIONAL_CENTRE',
  });
  for (const rent of TASHKENT_RENTS) tashkentIds.push(await register(tashkent, person.partyId, rent));
  for (let i = 0; i < 9; i++) await register(andijan, person.partyId, 1_500_000 + 100_000 * i);
});
afterAll(() => t.close());

describe('the open rent index', () => {
  it('publishes a cell of ten contracts with their quartiles, for the region and its district', async () => {
    const perM2 = TASHKENT_RENTS.map((rent) => rent / 10);
    const figures = {
      quarter: QUARTER,
      regionSoato: '1726',
      propertyUse: 'NON_RESIDENTIAL',
      contracts: 10,
      lowerQuartile: percentile(perM2, 0.25),
      median: percentile(perM2, 0.5),
      upperQuartile: percentile(perM2, 0.75),
    };
    const res = await index();
    expect(res.referenceDate).toBe('2026-06-10');
    expect(res.minimumContracts).toBe(10);
    expect(res.cells).toEqual([
      expect.objectContaining({
        ...figures,
        districtSoato: null,
        regionName: expect.objectContaining({ ru: 'город Ташкент' }),
      }),
      expect.objectContaining({
        ...figures,
        districtSoato: TASHKENT_DISTRICT,
        districtName: { 'uz-Latn': 'Sinov tumani', 'uz-Cyrl': 'Синов тумани', ru: 'Тестовый район' },
      }),
    ]);
    expect(res.cells[0]!.median).toBe(267_500);
  });

  it('shows no cell of nine contracts, nor its count, in the JSON or the CSV', async () => {
    const res = await index();
    expect(res.cells.map((c) => c.regionSoato)).not.toContain('1703');
    expect((await index(`quarter=${QUARTER}&region=1703`)).cells).toEqual([]);
    const csv = await open(`rent-index.csv?quarter=${QUARTER}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(RENT_INDEX_DICTIONARY.columns.map((c) => c.csv).join(','));
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^2026-Q2,1726,Toshkent shahri,Тошкент шаҳри,город Ташкент,,,,,NON_RESIDENTIAL,10,/),
      expect.stringMatching(
        new RegExp(
          `^2026-Q2,1726,.*,${TASHKENT_DISTRICT},Sinov tumani,Синов тумани,Тестовый район,NON_RESIDENTIAL,10,`,
        ),
      ),
    ]);
    expect(lines.join('\n')).not.toContain('1703');
  });

  it('filters by use and quarter, and refuses a quarter it cannot read', async () => {
    expect((await index(`quarter=${QUARTER}&use=RESIDENTIAL`)).cells).toEqual([]);
    // The contracts began in June: none was in force at the end of March.
    expect((await index('quarter=2026-Q1')).cells).toEqual([]);
    expect((await open('rent-index?quarter=2026-5')).status).toBe(400);
    // The current quarter is the default.
    expect((await index('')).quarter).toBe(QUARTER);
  });

  it('describes every column in its data dictionary, in three languages', async () => {
    const res = await open('rent-index/dictionary');
    expect(res.status).toBe(200);
    const dictionary = (await res.json()) as typeof RENT_INDEX_DICTIONARY;
    expect(dictionary.minimumContracts).toBe(10);
    expect(dictionary.columns.find((c) => c.csv === 'median')).toEqual({
      csv: 'median',
      json: 'median',
      type: 'number',
      unit: 'UZS/m²/month',
      meaning: expect.objectContaining({ ru: 'Медиана месячной платы за 1 м²' }),
    });
  });

  it('keeps a quarter’s figures once its contracts expired, and counts none of them after their end', async () => {
    // A year on, past their end date (31 May 2027): nothing is in force in the quarter running then.
    clock.set('2027-06-10T10:00:00+05:00');
    try {
      expect(await index('')).toEqual(
        expect.objectContaining({ quarter: '2027-Q2', referenceDate: '2027-06-10', cells: [] }),
      );
      // Q2 2026, now over, is read on its last day, when all ten were in force.
      const past = await index();
      expect(past.referenceDate).toBe('2026-06-30');
      expect(past.cells.map((c) => [c.regionSoato, c.districtSoato, c.contracts])).toEqual([
        ['1726', null, 10],
        ['1726', TASHKENT_DISTRICT, 10],
      ]);
    } finally {
      clock.set('2026-06-10T10:00:00+05:00');
    }
  });

  it('leaves out a contract cancelled: the cell falls under ten and is no longer published', async () => {
    const id = tashkentIds[0]!;
    const asked = await lessee.post(`/contracts/${id}/request-cancellation`, { reason: 'Moving', effectiveYear: 2026 });
    expect(asked.status).toBe(200);
    lessor.readAfter(asked.body.position);
    expect((await lessor.post(`/contracts/${id}/accept-cancellation`)).status).toBe(200);
    expect((await index()).cells).toEqual([]);
  });
});
