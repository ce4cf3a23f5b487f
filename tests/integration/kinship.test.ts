import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from './support/test-database.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { aRegistration } from './fixtures/contracts.js';

// Spec §3 Party "kinship (close relative, minor child's object)"; domain-facts: the minimum monthly rent
// applies to every contract except between close relatives. A flat of 60 m² in Tashkent city (residential,
// 28 000 so'm per m²) must otherwise bring 1 680 000 so'm a month.
let t: TestApp;
let owner: Party;
let sister: Party;
let company: Party;
let lessor: ApiClient;
let lessee: ApiClient;
let companyClient: ApiClient;
let flat: string;
let companyFlat: string;
/** The contract between the sisters, once registered and confirmed. */
let between: string;

beforeAll(async () => {
  t = await startApp();
  [owner, sister, company] = await Promise.all([anIndividual(t), anIndividual(t), aLegalEntity(t)]);
  const residential = { totalArea: 60, propertyType: 'APARTMENT', propertyUse: 'RESIDENTIAL' } as const;
  [flat, companyFlat] = await Promise.all([
    aProperty(t, owner.partyId, residential),
    aProperty(t, company.partyId, residential),
  ]);
  [lessor, lessee, companyClient] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, sister),
    ApiClient.signIn(t.baseUrl, company),
  ]);
});
afterAll(() => t.close());

const eventCount = async () =>
  Number((await sql<{ n: string }>(t.databaseUrl, 'SELECT count(*) AS n FROM events'))[0]!.n);
const sisterly = { kinship: { basis: 'CLOSE_RELATIVE', relation: 'SIBLING' } };
const flatTerms = { area: 60, monthlyPayment: 500_000 };

describe('a close relative pays no minimum rent', () => {
  it('without the declaration, 500 000 for the flat is refused, naming the 1 680 000 minimum', async () => {
    const res = await lessor.post(
      '/contracts',
      aRegistration({ lesseeId: sister.partyId, cadastralNumber: flat }, flatTerms),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'RENT_BELOW_MINIMUM', params: { minimum: '1 680 000' } });
  });

  it('declared a sister, the same rent is registered; the lessee sees the declaration before she confirms, and confirms it', async () => {
    const created = await lessor.post(
      '/contracts',
      aRegistration({ lesseeId: sister.partyId, cadastralNumber: flat }, { ...flatTerms, ...sisterly }),
    );
    expect(created.status).toBe(201);
    lessee.readAfter(created.body.position);
    const seen = (await lessee.get(`/contracts/${created.body.id}`)).body;
    expect(seen).toMatchObject({ monthlyPayment: 500_000, details: sisterly });
    expect(seen.steps).toContain('confirm');
    expect((await lessee.post(`/contracts/${created.body.id}/confirm`, {})).status).toBe(200);
    between = created.body.id;

    // The terms stay between relatives: a lower rent proposed later goes without the floor too.
    lessor.readAfter(lessee.lastWrite!);
    const {
      kind: _k,
      lesseeId: _l,
      cadastralNumber: _c,
      ...changeable
    } = aRegistration({ lesseeId: sister.partyId, cadastralNumber: flat }, { ...flatTerms, monthlyPayment: 300_000 });
    const proposed = await lessor.post(`/contracts/${created.body.id}/propose-change`, changeable);
    expect(proposed.status).toBe(200);
  });

  it('the public view of the contract does not show it', async () => {
    // The public view answers from the summary as it stands; the lessee's read waits for her confirmation.
    lessee.readAfter(lessor.lastWrite!);
    expect((await lessee.get(`/contracts/${between}`)).body.state).toBe(20);
    const shown = await new ApiClient(t.baseUrl).get(
      `/public/contracts/${between}?beginDate=2026-12-01&endDate=2027-11-30`,
    );
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toMatch(/kinship|SIBLING/);
  });
});

describe('what cannot be declared', () => {
  it('a legal entity cannot declare kinship: refused with its message, nothing written', async () => {
    const before = await eventCount();
    const res = await companyClient.post(
      '/contracts',
      aRegistration({ lesseeId: sister.partyId, cadastralNumber: companyFlat }, { ...flatTerms, ...sisterly }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'KINSHIP_BETWEEN_PERSONS',
      errors: { 'kinship.basis': 'errors.kinshipBetweenPersons' },
    });
    expect(await eventCount()).toBe(before);
  });

  it('a declaration without the relation, or with one the portal does not know, names the missing field', async () => {
    const before = await eventCount();
    for (const kinship of [{ basis: 'CLOSE_RELATIVE' }, { basis: 'MINOR_CHILD_OBJECT', relation: 'NEIGHBOUR' }]) {
      const res = await lessor.post(
        '/contracts',
        aRegistration({ lesseeId: sister.partyId, cadastralNumber: flat }, { ...flatTerms, kinship }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ 'kinship.relation': 'errors.required' });
    }
    expect(await eventCount()).toBe(before);
  });
});
