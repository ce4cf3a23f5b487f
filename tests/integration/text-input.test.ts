import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { aRegistration, type RegistrationParties } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Issue 6 (security), as the outside test found it: a NUL character in a free text (the list search, a
// purpose, a reason, a rating comment) and a state filter beyond PostgreSQL's smallint were answered 500.
// Each is now refused with 400 naming the field, and nothing is written.
let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let operator: ApiClient;
let contractId: string;
let parties: RegistrationParties;

const terms = (overrides: Record<string, unknown> = {}) =>
  aRegistration(parties, { contractNumber: 'NUL-1', area: 20, monthlyPayment: 900_000, ...overrides });

const count = async (table: string): Promise<number> =>
  Number((await t.app.get(DataSource).query(`SELECT count(*) AS n FROM ${table}`))[0].n);
const list = (client: ApiClient, filter: Record<string, unknown>) =>
  client.get(`/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}`);

beforeAll(async () => {
  t = await startApp();
  const [owner, person, committee] = [
    await aLegalEntity(t),
    await anIndividual(t),
    await anOperator(t, ['OPERATOR', 'BACKDOOR']),
  ];
  parties = { lesseeId: person.partyId, cadastralNumber: await aProperty(t, owner.partyId) };
  [lessor, lessee, operator] = await Promise.all([
    ApiClient.signIn(t.baseUrl, owner),
    ApiClient.signIn(t.baseUrl, person),
    ApiClient.signIn(t.baseUrl, committee),
  ]);
  const created = await lessor.post('/contracts', terms());
  expect(created.status).toBe(201);
  contractId = created.body.id;
  lessee.readAfter(created.body.position);
});
afterAll(() => t.close());

describe('the list search', () => {
  it.each(['q', 'number', 'party'])('a NUL in filter.%s is refused with 400 naming it', async (field) => {
    const res = await lessee.get(`/contracts?filter=${encodeURIComponent(`{"${field}":"NUL\\u0000-1"}`)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      errors: { [`filter.${field}`]: 'errors.textInvalidCharacters' },
    });
  });

  it.each([32768, 40000, 2147483648, -1, 13])(
    'filter.state %d (no state of the register) is refused with 400, not looked for',
    async (state) => {
      const res = await list(lessee, { state });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ 'filter.state': 'errors.invalidValue' });
    },
  );

  it('the same filters with what a person types still find the contract', async () => {
    for (const filter of [{ q: 'NUL-1' }, { number: 'NUL' }, { state: 10 }, { state: '10' }]) {
      const res = await list(lessee, filter);
      expect([filter, res.status, res.body.map((c: { id: string }) => c.id)]).toEqual([filter, 200, [contractId]]);
    }
  });

  it('a list download with a NUL in its search is refused before a job starts', async () => {
    const res = await lessee.post('/contracts/exports', {
      format: 'xls',
      lang: 'ru',
      filter: { q: '\u0000' },
      labels: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.errors['filter.q']).toBe('errors.textInvalidCharacters');
    expect(await count('list_exports')).toBe(0);
  });
});

describe('texts that become events', () => {
  it.each([
    ['a NUL in the purpose', { purpose: 'Ofis\u0000' }, 'purpose'],
    ['a NUL in the contract number', { contractNumber: 'A\u0000B' }, 'contractNumber'],
    [
      'an unpaired surrogate in the contract number (jsonb refuses it)',
      { contractNumber: 'A\ud800B' },
      'contractNumber',
    ],
    ['a control character in the purpose (no .docx or .xlsx can hold it)', { purpose: 'Ofis\u0007' }, 'purpose'],
    ['a right-to-left override in the contract number', { contractNumber: '\u202e1-JI' }, 'contractNumber'],
  ])(
    'a registration with %s is refused with 400 naming the field, and no event is written',
    async (_name, overrides, field) => {
      const events = await count('events');
      const res = await lessor.post('/contracts', terms({ contractNumber: 'NUL-2', ...overrides }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ [field]: 'errors.textInvalidCharacters' });
      expect(await count('events')).toBe(events);
    },
  );

  it('a rejection whose reason holds a NUL is refused and the contract still waits; a plain reason then rejects it', async () => {
    const events = await count('events');
    const res = await lessee.post(`/contracts/${contractId}/reject`, { reason: 'Narx\u0000 mos emas' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ reason: 'errors.textInvalidCharacters' });
    expect(await count('events')).toBe(events);
    expect((await lessee.get(`/contracts/${contractId}`)).body.state).toBe(10);
    expect((await lessee.post(`/contracts/${contractId}/reject`, { reason: 'Narx mos emas' })).status).toBe(200);
  });

  it('an operator’s removal with a NUL in the reason is refused', async () => {
    const res = await operator.post(`/operator/contracts/${contractId}/remove`, {
      reason: '\u0000',
      removalDate: '2026-12-01',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ reason: 'errors.textInvalidCharacters' });
  });
});

describe('the service rating', () => {
  it('a comment with a NUL is refused and nothing is stored; the same comment without it is taken', async () => {
    const res = await lessee.post('/ratings', { score: 5, comment: 'Yaxshi\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ comment: 'errors.textInvalidCharacters' });
    expect(await count('service_ratings')).toBe(0);
    expect((await lessee.post('/ratings', { score: 5, comment: 'Yaxshi' })).status).toBe(201);
  });
});

describe('routes whose fields are not the shared free text', () => {
  it('a NUL anywhere in a body (here the backdoor’s reason, a key or a nested list) is refused before the handler', async () => {
    for (const [body, field] of [
      [{ reason: 'Tekshiruv\u0000' }, 'reason'],
      [{ reason: 'Tekshiruv uchun', ['x\u0000']: 1 }, 'x\u0000'],
      [{ reason: 'Tekshiruv uchun', nested: [['\ud800']] }, 'nested.0.0'],
    ] as const) {
      const res = await operator.post('/operator/backdoor/by-tin/302345678', body);
      expect([field, res.status, res.body.errors]).toEqual([field, 400, { [field]: 'errors.textInvalidCharacters' }]);
    }
    expect(await count('backdoor_entries')).toBe(0);
  });

  it('a NUL in a path parameter is refused with 400, not looked up', async () => {
    const res = await operator.post('/operator/projections/contract%00summary/retry');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'errors.textInvalidCharacters' });
  });
});
