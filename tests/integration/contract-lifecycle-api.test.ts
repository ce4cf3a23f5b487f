import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { THIS_YEAR } from './fixtures/contracts.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Every step of spec §4 through the API, as the parties take them, with the history rows each leaves.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let operator: ApiClient;
let stranger: ApiClient;
let owner: Party;
let person: Party;
let cadastralNumber: string;

beforeAll(async () => {
  t = await startApp();
  [owner, person] = [await aLegalEntity(t), await anIndividual(t)];
  cadastralNumber = await aProperty(t, owner.partyId);
  const [committee, other] = [await anOperator(t), await aLegalEntity(t)];
  [lessor, lessee, operator, stranger] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, person),
    ApiClient.signIn(t.baseUrl, committee),
    ApiClient.signIn(t.baseUrl, other),
  ]);
});
afterAll(() => t.close());

const TERMS = {
  contractNumber: 'LC-1',
  contractDate: '2026-11-20',
  area: 60.5,
  monthlyPayment: 6_500_000,
  beginDate: '2026-12-01',
  endDate: '2028-11-30',
  purpose: 'Ofis',
};

let number = TERMS.contractNumber;
/** New terms for the contract registered last: its own number, the rest as given. */
const terms = (overrides: Partial<typeof TERMS> = {}) => ({ ...TERMS, contractNumber: number, ...overrides });

async function register(contractNumber: string) {
  number = contractNumber;
  const res = await lessor.post('/contracts', {
    kind: 'OTHER_RENT',
    ...terms(),
    lesseeId: person.partyId,
    cadastralNumber,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** A step by one party; the other party's client then reads after it, as if it had reloaded. */
async function step(actor: ApiClient, id: string, verb: string, body: object = {}, expected = 200) {
  const res = await actor.post(`/contracts/${id}/${verb}`, body);
  expect({ verb, status: res.status, body: res.status === expected ? undefined : res.body }).toEqual({
    verb,
    status: expected,
    body: undefined,
  });
  if (res.body?.position) for (const c of [lessor, lessee, operator, stranger]) c.readAfter(res.body.position);
  return res;
}

const contract = async (id: string, by = lessee) => (await by.get(`/contracts/${id}`)).body;
const history = async (id: string, by = lessee) => (await by.get(`/contracts/${id}/history`)).body as any[];

async function eventCount(): Promise<number> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
  await client.end();
  return Number(rows[0]!.n);
}

describe('before approval: sent back for change, changed, confirmed', () => {
  let id: string;
  it('the lessee sends it back with a reason, the lessor changes it, the lessee sees what changed and confirms', async () => {
    id = await register('LC-CHANGE');
    await step(lessee, id, 'request-change', { reason: 'Maydon notoʻgʻri' });
    expect(await contract(id)).toMatchObject({
      state: 10,
      pendingStep: 'SENT_FOR_CHANGE',
      pendingReason: 'Maydon notoʻgʻri',
      steps: [],
    });
    expect((await contract(id, lessor)).steps).toEqual(['change', 'withdraw']);

    await step(lessor, id, 'change', terms({ area: 50 }));
    expect(await contract(id)).toMatchObject({
      area: 50,
      pendingStep: 'CHANGED',
      pendingChanges: [{ field: 'area', before: 60.5, after: 50 }],
      steps: ['confirm', 'reject', 'request-change'],
    });
    await step(lessee, id, 'confirm');
    expect(await contract(id)).toMatchObject({ state: 20, previousState: 10, pendingStep: null });
  });

  it('records each step in the document history with who, when, why and what changed', async () => {
    const rows = await history(id, lessor);
    expect(rows.map((r) => [r.eventType, r.actorPartyId, r.reason])).toEqual([
      ['ContractCreated', owner.partyId, null],
      ['ContractSentForChange', person.partyId, 'Maydon notoʻgʻri'],
      ['ContractChanged', owner.partyId, null],
      ['ContractConfirmed', person.partyId, null],
    ]);
    expect(rows[2].changes).toEqual([{ field: 'area', before: 60.5, after: 50 }]);
    expect(rows[0].changes).toContainEqual({ field: 'monthlyPayment', before: null, after: 6_500_000 });
    expect(rows[1]).toMatchObject({ actorKind: 'party', actorName: person.name });
    expect(new Date(rows[3].occurredAt).getTime()).toBeGreaterThanOrEqual(new Date(rows[0].occurredAt).getTime());
  });

  it('hides the history from anyone but the parties', async () => {
    expect((await stranger.get(`/contracts/${id}/history`)).status).toBe(404);
    expect((await operator.get(`/contracts/${id}/history`)).status).toBe(404);
  });
});

describe('after approval: change proposals, a supplementary agreement, cancellation, resubmission', () => {
  let id: string;
  it('keeps the terms until the lessee confirms a change; keeps the initial and previous payment', async () => {
    id = await register('LC-AFTER');
    await step(lessee, id, 'confirm');
    await step(lessor, id, 'propose-change', terms({ monthlyPayment: 7_000_000 }));
    expect(await contract(id)).toMatchObject({
      monthlyPayment: 6_500_000,
      pendingStep: 'CHANGE_PROPOSED',
      pendingKind: 'CHANGE',
      steps: ['confirm-change', 'reject-change'],
    });
    await step(lessee, id, 'reject-change', { reason: 'Juda qimmat' });
    expect(await contract(id)).toMatchObject({ monthlyPayment: 6_500_000, pendingStep: null });

    await step(lessor, id, 'propose-change', terms({ monthlyPayment: 6_800_000 }));
    await step(lessee, id, 'confirm-change');
    expect(await contract(id)).toMatchObject({
      monthlyPayment: 6_800_000,
      previousMonthlyPayment: 6_500_000,
      initialMonthlyPayment: 6_500_000,
    });
    expect((await contract(id)).changeDate).not.toBeNull();
  });

  it('either party offers a supplementary agreement that the other confirms', async () => {
    await step(lessee, id, 'add-agreement', {
      ...terms({ monthlyPayment: 6_800_000, endDate: '2029-11-30' }),
      agreementNumber: 'QK-1',
      agreementDate: '2026-11-21',
    });
    expect((await contract(id, lessor)).steps).toEqual(['confirm-change', 'reject-change']);
    await step(lessor, id, 'confirm-change');
    expect(await contract(id)).toMatchObject({ endDate: '2029-11-30' });
  });

  it('a cancellation request is rejected, then another is accepted (27); the initiator edits and sends it again', async () => {
    await step(lessee, id, 'request-cancellation', { reason: 'Koʻchib ketyapman', effectiveYear: THIS_YEAR });
    await step(lessor, id, 'reject-cancellation', { reason: 'Muddatidan oldin emas' });
    expect(await contract(id)).toMatchObject({ state: 20, pendingStep: null });

    await step(lessor, id, 'request-cancellation', { reason: 'Obyekt sotiladi', effectiveYear: THIS_YEAR });
    await step(lessee, id, 'accept-cancellation');
    expect(await contract(id)).toMatchObject({
      state: 27,
      cancellationReason: 'Obyekt sotiladi',
      cancellationYear: THIS_YEAR,
    });
    const cancelled = await lessor.get('/contracts?filter={"box":"cancelled"}');
    expect(cancelled.body.map((c: any) => c.id)).toContain(id);

    await step(lessor, id, 'resubmit', terms({ monthlyPayment: 6_900_000, endDate: '2029-11-30' }));
    expect(await contract(id)).toMatchObject({ state: 10, cancellationReason: null, monthlyPayment: 6_900_000 });
    await step(lessee, id, 'confirm');
    const types = (await history(id)).map((r) => r.eventType);
    expect(types).toEqual([
      'ContractCreated',
      'ContractConfirmed',
      'ContractChangeProposed',
      'ContractChangeRejected',
      'ContractChangeProposed',
      'ContractChangeConfirmed',
      'ContractChangeProposed',
      'ContractChangeConfirmed',
      'CancellationRequested',
      'CancellationRejected',
      'CancellationRequested',
      'ContractCancelled',
      'ContractResubmitted',
      'ContractConfirmed',
    ]);
    const agreement = (await history(id)).find((r) => r.details?.proposalKind === 'ADDITIONAL_AGREEMENT');
    expect(agreement).toMatchObject({
      details: { agreement: { number: 'QK-1', date: '2026-11-21' } },
      changes: [{ field: 'endDate', before: '2028-11-30', after: '2029-11-30' }],
    });
  });
});

describe('withdrawal and removal from the register', () => {
  it('the initiator withdraws a contract awaiting approval (12); it leaves the incoming box', async () => {
    const id = await register('LC-WITHDRAW');
    await step(lessor, id, 'withdraw', { reason: 'Xato kiritildi' });
    expect(await contract(id)).toMatchObject({ state: 12, cancellationReason: 'Xato kiritildi' });
    expect((await lessee.get('/contracts?filter={"box":"incoming"}')).body.map((c: any) => c.id)).not.toContain(id);
  });

  it('an operator removes a contract with a date and reason; the parties can take no further step', async () => {
    const id = await register('LC-REMOVE');
    await step(lessee, id, 'confirm');
    const removal = { reason: 'Sud qarori № 12', removalDate: '2026-11-22' };
    expect((await lessor.post(`/operator/contracts/${id}/remove`, removal)).status).toBe(403);
    const res = await operator.post(`/operator/contracts/${id}/remove`, removal);
    expect(res.status).toBe(200);
    lessee.readAfter(res.body.position);
    expect(await contract(id)).toMatchObject({
      removalReason: 'Sud qarori № 12',
      removalDate: '2026-11-22',
      steps: [],
    });
    expect((await lessee.get('/contracts?filter={"box":"accepted"}')).body.map((c: any) => c.id)).not.toContain(id);
    expect((await lessee.get('/contracts?filter={"box":"cancelled"}')).body.map((c: any) => c.id)).toContain(id);
    await step(lessee, id, 'request-cancellation', { reason: 'x', effectiveYear: 2027 }, 409);
    expect((await history(id)).at(-1)).toMatchObject({
      eventType: 'ContractRemovedFromRegister',
      actorKind: 'operator',
      reason: 'Sud qarori № 12',
    });
  });
});

describe('forbidden steps are refused with their message and write nothing', () => {
  it.each([
    ['the lessor confirms its own contract', 'lessor', 'confirm', {}, 403, 'errors.onlyCounterpartDecides'],
    ['the lessee changes the lessor’s terms', 'lessee', 'change', terms({ area: 10 }), 403, 'errors.onlyInitiator'],
    ['the lessor changes it when nobody asked', 'lessor', 'change', terms({ area: 10 }), 409, 'errors.stepNotAllowed'],
    [
      'the lessee proposes a change before approval',
      'lessee',
      'propose-change',
      terms({ area: 10 }),
      403,
      'errors.onlyLessorProposes',
    ],
    [
      'a cancellation before approval',
      'lessor',
      'request-cancellation',
      { reason: 'x', effectiveYear: 2027 },
      409,
      'errors.stepNotAllowed',
    ],
    ['a reason left out', 'lessee', 'reject', {}, 400, 'errors.fillAllInformation'],
    ['a stranger’s step', 'stranger', 'confirm', {}, 404, 'errors.notFound'],
  ])('%s', async (_name, who, verb, body, status, message) => {
    const id = await register(`LC-NO-${verb}`);
    const before = await eventCount();
    const client = { lessor, lessee, stranger }[who as 'lessor' | 'lessee' | 'stranger'];
    const res = await client.post(`/contracts/${id}/${verb}`, body);
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await eventCount()).toBe(before);
  });

  it('an unknown step is not found', async () => {
    const id = await register('LC-UNKNOWN');
    expect((await lessee.post(`/contracts/${id}/approve-everything`)).status).toBe(404);
    expect((await lessee.post(`/contracts/${id}/constructor`)).status).toBe(404);
  });
});

describe('a change touches only the terms it names', () => {
  it('a change that leaves out the purpose keeps it; a proposal with purpose null clears it', async () => {
    const id = await register('LC-PURPOSE');
    await step(lessee, id, 'request-change', { reason: 'Toʻlovni tuzating' });
    const { purpose: _left, ...withoutPurpose } = terms({ monthlyPayment: 6_600_000 });
    await step(lessor, id, 'change', withoutPurpose);
    expect(await contract(id)).toMatchObject({ monthlyPayment: 6_600_000, purpose: 'Ofis' });
    expect((await contract(id)).pendingChanges).toEqual([
      { field: 'monthlyPayment', before: 6_500_000, after: 6_600_000 },
    ]);
    await step(lessee, id, 'confirm');

    await step(lessor, id, 'propose-change', { ...terms({ monthlyPayment: 6_600_000 }), purpose: null });
    await step(lessee, id, 'confirm-change');
    expect(await contract(id)).toMatchObject({ monthlyPayment: 6_600_000, purpose: null });
  });
});

describe('not enough area is one refusal with one status', () => {
  it('more than the whole object, or more than is vacant: 409 NOT_ENOUGH_AREA with what is available, nothing written', async () => {
    const before = await eventCount();
    const whole = await lessor.post('/contracts', {
      kind: 'OTHER_RENT',
      ...terms({ contractNumber: 'LC-AREA', area: 100_000, monthlyPayment: 9_000_000_000 }),
      lesseeId: person.partyId,
      cadastralNumber,
    });
    expect(whole.status).toBe(409);
    expect(whole.body).toMatchObject({
      code: 'NOT_ENOUGH_AREA',
      message: 'errors.notEnoughVacantArea',
      errors: { area: 'errors.notEnoughVacantArea' },
    });
    expect(await eventCount()).toBe(before);
  });
});
