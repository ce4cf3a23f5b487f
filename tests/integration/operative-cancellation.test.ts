import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { THIS_YEAR } from './fixtures/contracts.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { sql } from './support/test-database.js';

// Spec §5: "operative management cannot be cancelled while contracts {contracts} exist". The giver
// (a legal entity) hands space to the taker (another, with an object of its own) in operative management;
// the taker rents part of that space to an individual. Until that contract is out of force, the
// operative one stays. Everything goes through the API, as the parties' forms send it.
let t: TestApp;
let giver: ApiClient;
let taker: ApiClient;
let tenant: ApiClient;
/** The giver's object (850.5 m²), the taker's own (300 m²), the taker's TIN and the tenant's PINFL. */
let OBJECT: string;
let TAKERS_OWN: string;
let TAKER: string;
let TENANT: string;

beforeAll(async () => {
  t = await startApp();
  const [owner, manager, person] = [await aLegalEntity(t), await aLegalEntity(t), await anIndividual(t)];
  [OBJECT, TAKERS_OWN] = [
    await aProperty(t, owner.partyId, { totalArea: 850.5 }),
    await aProperty(t, manager.partyId, { totalArea: 300 }),
  ];
  [TAKER, TENANT] = [manager.partyId, person.partyId];
  [giver, taker, tenant] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, manager),
    ApiClient.signIn(t.baseUrl, person),
  ]);
});
afterAll(() => t.close());

const terms = (overrides: Record<string, unknown>) => ({
  kind: 'OTHER_RENT',
  contractDate: '2026-11-20',
  cadastralNumber: OBJECT,
  area: 200,
  monthlyPayment: 10_000_000,
  beginDate: '2026-12-01',
  endDate: '2028-11-30',
  ...overrides,
});

const seen = (position: string) => {
  for (const c of [giver, taker, tenant]) c.readAfter(position);
};

/** The giver hands 200 m² of its object to the taker, who confirms. */
async function operativeManagement(contractNumber: string): Promise<string> {
  const res = await giver.post('/contracts', terms({ kind: 'OPERATIVE', contractNumber, lesseeId: TAKER }));
  expect(res.status).toBe(201);
  seen(res.body.position);
  expect((await step(taker, res.body.id, 'confirm')).status).toBe(200);
  return res.body.id as string;
}

/** The taker rents part of that space to the individual. */
async function sublease(operativeContractId: string, contractNumber: string, area: number) {
  const res = await taker.post(
    '/contracts',
    terms({ contractNumber, lesseeId: TENANT, area, monthlyPayment: area * 45_000, operativeContractId }),
  );
  if (res.body?.position) seen(res.body.position);
  return res;
}

async function step(actor: ApiClient, id: string, verb: string, body: object = {}) {
  const res = await actor.post(`/contracts/${id}/${verb}`, body);
  if (res.body?.position) seen(res.body.position);
  return res;
}

describe('renting out space held in operative management', () => {
  let operative: string;

  beforeAll(async () => {
    operative = await operativeManagement('OP-0');
  });

  it('the taker finds the space among what it may rent out, with the area it was given', async () => {
    const mine = (await taker.get('/catalog-general/my-properties')).body as Record<string, unknown>[];
    // Its own object first, then the space.
    expect(
      mine.map((p) => [p.cadastralNumber, p.totalArea, p.vacantArea, p.operativeContractId, p.operativeContractNumber]),
    ).toEqual([
      [TAKERS_OWN, 300, 300, null, null],
      [OBJECT, 200, 200, operative, 'OP-0'],
    ]);
  });

  it('the taker cannot rent out the object itself, nor more than the space it holds', async () => {
    const own = await taker.post(
      '/contracts',
      terms({ contractNumber: 'X-1', lesseeId: TENANT, area: 10, monthlyPayment: 450_000 }),
    );
    expect(own.body.errors).toEqual({ cadastralNumber: 'errors.propertyNotOwned' });
    const more = await sublease(operative, 'X-2', 201);
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ code: 'NOT_ENOUGH_AREA', params: { available: '200' } });
  });

  it('nobody else rents out that space: not the giver, not a stranger', async () => {
    const byGiver = await giver.post(
      '/contracts',
      terms({
        contractNumber: 'X-3',
        lesseeId: TENANT,
        area: 10,
        monthlyPayment: 450_000,
        operativeContractId: operative,
      }),
    );
    expect(byGiver.body).toMatchObject({
      code: 'OPERATIVE_SPACE_NOT_HELD',
      errors: { cadastralNumber: 'errors.operativeSpaceNotHeld' },
    });
  });

  it('a contract on the space holds its area there, not again on the object: the object’s vacant area is unchanged', async () => {
    const before = (
      (await giver.get('/catalog-general/my-properties')).body as { cadastralNumber: string; vacantArea: number }[]
    ).find((p) => p.cadastralNumber === OBJECT)!;
    const res = await sublease(operative, 'SUB-0', 150);
    expect(res.status).toBe(201);
    const after = (
      (await giver.get('/catalog-general/my-properties')).body as { cadastralNumber: string; vacantArea: number }[]
    ).find((p) => p.cadastralNumber === OBJECT)!;
    expect(after.vacantArea).toBe(before.vacantArea);
    const space = (
      (await taker.get('/catalog-general/my-properties')).body as { operativeContractId: string; vacantArea: number }[]
    ).find((p) => p.operativeContractId === operative)!;
    expect(space.vacantArea).toBe(50);
    const rest = await sublease(operative, 'SUB-00', 60);
    expect(rest.body).toMatchObject({ code: 'NOT_ENOUGH_AREA', params: { available: '50' } });
  });
});

describe('an operative-management contract with a contract on its space', () => {
  let operative: string;
  let sub: string;

  beforeAll(async () => {
    operative = await operativeManagement('OP-1');
    const res = await sublease(operative, 'SUB-7', 40);
    expect(res.status).toBe(201);
    sub = res.body.id as string;
  });

  it('cannot be cancelled while that contract awaits approval: the refusal names it and nothing is written', async () => {
    const res = await step(taker, operative, 'request-cancellation', {
      reason: 'Muddatidan oldin',
      effectiveYear: 2027,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'OPERATIVE_HAS_CONTRACTS',
      message: 'errors.operativeHasActiveContracts',
      params: { contracts: 'SUB-7' },
    });
    expect((await taker.get(`/contracts/${operative}`)).body).toMatchObject({ state: 20, pendingStep: null });
    const history = (await taker.get(`/contracts/${operative}/history`)).body as { eventType: string }[];
    expect(history.map((h) => h.eventType)).toEqual(['ContractCreated', 'ContractConfirmed']);
  });

  it('nor while it is approved', async () => {
    expect((await step(tenant, sub, 'confirm')).status).toBe(200);
    const res = await step(giver, operative, 'request-cancellation', {
      reason: 'Obyekt qaytariladi',
      effectiveYear: 2027,
    });
    expect(res.status).toBe(409);
    expect(res.body.params).toEqual({ contracts: 'SUB-7' });
  });

  it('a request made before a contract came into force cannot be accepted while it is in force', async () => {
    const second = await operativeManagement('OP-2');
    expect(
      (await step(taker, second, 'request-cancellation', { reason: 'Kerak emas', effectiveYear: 2027 })).status,
    ).toBe(200);
    expect((await sublease(second, 'SUB-8', 10)).status).toBe(201);
    const res = await step(giver, second, 'accept-cancellation');
    expect(res.status).toBe(409);
    expect(res.body.params).toEqual({ contracts: 'SUB-8' });
    expect((await giver.get(`/contracts/${second}`)).body).toMatchObject({
      state: 20,
      pendingStep: 'CANCELLATION_REQUESTED',
    });
  });

  it('once the contract on its space is cancelled, the operative management is cancelled too', async () => {
    expect(
      (await step(taker, sub, 'request-cancellation', { reason: 'Boʻshatamiz', effectiveYear: THIS_YEAR })).status,
    ).toBe(200);
    expect((await step(tenant, sub, 'accept-cancellation')).status).toBe(200);
    expect(
      (await step(taker, operative, 'request-cancellation', { reason: 'Muddatidan oldin', effectiveYear: THIS_YEAR }))
        .status,
    ).toBe(200);
    expect((await step(giver, operative, 'accept-cancellation')).status).toBe(200);
    expect((await giver.get(`/contracts/${operative}`)).body).toMatchObject({ state: 27 });
  });
});

describe('operative management agreed to end from a later year', () => {
  const eventCount = async () =>
    Number((await sql<{ n: string }>(t.databaseUrl, 'SELECT count(*) AS n FROM events'))[0]!.n);

  it('stays in force until then, but its space is not rented out again meanwhile: refused, nothing written', async () => {
    const operative = await operativeManagement('OP-Y');
    const nextYear = THIS_YEAR + 1;
    const asked = await step(taker, operative, 'request-cancellation', {
      reason: 'Qaytaramiz',
      effectiveYear: nextYear,
    });
    expect(asked.status).toBe(200);
    expect((await step(giver, operative, 'accept-cancellation')).status).toBe(200);
    expect((await giver.get(`/contracts/${operative}`)).body).toMatchObject({ state: 20, cancellationYear: nextYear });

    const before = await eventCount();
    const res = await sublease(operative, 'SUB-Y', 10);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'OPERATIVE_SPACE_NOT_HELD',
      errors: { cadastralNumber: 'errors.operativeSpaceNotHeld' },
    });
    expect(await eventCount()).toBe(before);
  });
});
