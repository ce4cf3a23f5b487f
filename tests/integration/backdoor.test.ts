import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { sql } from './support/test-database.js';

// Issue 5, spec §2 and §6: an operator with the backdoor permission enters as a legal entity, sees what
// it sees, and can do nothing; every entry is recorded with who, when and why.
let t: TestApp;
let operator: ApiClient;
let lessor: ApiClient;
let contractId: string;
/** The operator with the backdoor permission, the taxpayer it enters as, and another legal entity. */
let permitted: Party;
let TIN: string;
let OTHER_TIN: string;

beforeAll(async () => {
  t = await startApp();
  const [company, person] = [await aLegalEntity(t), await anIndividual(t)];
  permitted = await anOperator(t, ['OPERATOR', 'BACKDOOR']);
  [TIN, OTHER_TIN] = [company.partyId, (await aLegalEntity(t)).partyId];
  const cadastralNumber = await aProperty(t, TIN);
  [operator, lessor] = await Promise.all([
    ApiClient.signIn(t.baseUrl, permitted),
    ApiClient.signIn(t.baseUrl, company),
  ]);
  const created = await lessor.post(
    '/contracts',
    aRegistration(
      { lesseeId: person.partyId, cadastralNumber },
      { contractNumber: 'BD-1', area: 20, monthlyPayment: 900_000 },
    ),
  );
  expect(created.status).toBe(201);
  contractId = created.body.id;
});
afterAll(() => t.close());

const enter = (client: ApiClient, tin: string, reason = 'Murojaat № 17 boʻyicha tekshiruv') =>
  client.post(`/operator/backdoor/by-tin/${tin}`, { reason });

describe('entering through the backdoor', () => {
  let taxpayer: ApiClient;

  it('an operator with the permission enters as the taxpayer and sees its contracts, marked read-only', async () => {
    const res = await enter(operator, TIN);
    expect(res.status).toBe(201);
    expect(res.body.account).toMatchObject({ tin: TIN, readOnly: true });
    taxpayer = new ApiClient(t.baseUrl, res.body.token).readAfter(lessor.lastWrite!);
    const sent = await taxpayer.get('/contracts?filter={"box":"sent"}');
    expect(sent.body.map((c: { contractNumber: string }) => c.contractNumber)).toEqual(['BD-1']);
    expect((await taxpayer.get(`/contracts/${contractId}/history`)).status).toBe(200);
  });

  it('the contract is opened with no step offered: the lessor itself may withdraw it, the read-only session not', async () => {
    expect((await lessor.get(`/contracts/${contractId}`)).body.steps).toContain('withdraw');
    expect((await taxpayer.get(`/contracts/${contractId}`)).body).toMatchObject({ state: 10, steps: [] });
  });

  it('every step is refused: "you entered through a backdoor, creation unavailable", and nothing is written', async () => {
    const refused = [
      await taxpayer.post('/contracts', { kind: 'OTHER_RENT' }),
      await taxpayer.post(`/contracts/${contractId}/withdraw`, {}),
      await taxpayer.post('/signing/timestamp', { pkcs7: Buffer.from('a PKCS#7').toString('base64') }),
      await taxpayer.post(`/contracts/${contractId}/record-turnover`, { year: 2026, amount: 1 }),
    ];
    for (const res of refused)
      expect([res.status, res.body.code, res.body.message]).toEqual([
        403,
        'BACKDOOR_READ_ONLY',
        'errors.backdoorReadOnly',
      ]);
    expect((await lessor.get(`/contracts/${contractId}`)).body).toMatchObject({ state: 10 });
    expect(((await lessor.get(`/contracts/${contractId}/history`)).body as unknown[]).length).toBe(1);
  });

  it('the entry is on record: who, when, why; the session ends at logout', async () => {
    const entries = await operator.get('/operator/backdoor/entries');
    expect(entries.body).toEqual([
      {
        id: expect.any(String),
        operatorId: expect.any(String),
        operatorName: permitted.name,
        tin: TIN,
        reason: 'Murojaat № 17 boʻyicha tekshiruv',
        enteredAt: expect.any(String),
      },
    ]);
    expect(entries.headers.get('content-range')).toBe('entries 0-0/1');
    // A page past the end holds no rows and still says the total (`*` as ra-data-simple-rest reads it).
    const past = await operator.get('/operator/backdoor/entries?offset=25');
    expect([past.body, past.headers.get('content-range')]).toEqual([[], 'entries */1']);
    expect((await taxpayer.post('/auth/logout')).status).toBe(204);
    expect((await taxpayer.get('/contracts')).status).toBe(401);
  });

  it('renewed with its refresh cookie (which took the operator’s place in the browser), the session stays read-only', async () => {
    const entered = await enter(operator, TIN);
    expect(Object.keys(entered.body).sort()).toEqual(['account', 'token']);
    const renewed = await operator.post('/auth/refresh');
    expect(renewed.status).toBe(200);
    const again = new ApiClient(t.baseUrl, renewed.body.token);
    expect((await again.get('/oauth/account')).body).toMatchObject({ tin: TIN, readOnly: true });
    expect((await again.post('/contracts', { kind: 'OTHER_RENT' })).body).toMatchObject({ code: 'BACKDOOR_READ_ONLY' });
    expect((await again.get('/auth/pending-sign-ins')).body).toMatchObject({ code: 'BACKDOOR_READ_ONLY' });
  });
});

describe('who may not enter', () => {
  it('a party, an operator without the permission, and a backdoor session itself are refused', async () => {
    expect((await enter(lessor, OTHER_TIN)).body).toMatchObject({
      code: 'BACKDOOR_NOT_ALLOWED',
      message: 'errors.backdoorNotAllowed',
    });
    expect((await lessor.get('/operator/backdoor/entries')).status).toBe(403);

    const inside = new ApiClient(t.baseUrl, (await enter(operator, TIN)).body.token);
    expect((await enter(inside, OTHER_TIN)).status).toBe(403);

    const plain = await ApiClient.signIn(t.baseUrl, await anOperator(t));
    expect((await enter(plain, OTHER_TIN)).body).toMatchObject({ code: 'BACKDOOR_NOT_ALLOWED' });
    const entries = (await operator.get('/operator/backdoor/entries')).body as { tin: string }[];
    expect(entries.map((e) => e.tin)).toEqual([TIN, TIN, TIN]);
  });

  it('an unknown TIN is not found, a malformed one is named, and a reason is required', async () => {
    expect((await enter(operator, '399999999')).status).toBe(404);
    expect((await enter(operator, '3012')).body.errors).toEqual({ tin: 'errors.tinInvalid' });
    expect((await enter(operator, TIN, '')).body.errors).toEqual({ reason: 'errors.reasonRequired' });
  });
});

describe('years of entries', () => {
  // The record keeps every entry for good: a page of it counts them only past itself, as the other lists do.
  it('counts the first page to the next thousand and says there are more in X-Total-Bound, and a page past it whole', async () => {
    await sql(
      t.databaseUrl,
      `INSERT INTO backdoor_entries (operator_id, operator_name, tin, reason, session_id, entered_at)
       SELECT e.operator_id, e.operator_name, e.tin, 'Arxiv tekshiruvi ' || g, e.session_id, e.entered_at - make_interval(days => g)
         FROM (SELECT * FROM backdoor_entries ORDER BY entered_at LIMIT 1) e, generate_series(1, 1100) AS g`,
    );
    const { n } = (await sql<{ n: number }>(t.databaseUrl, 'SELECT count(*)::int AS n FROM backdoor_entries'))[0]!;
    const first = await operator.get('/operator/backdoor/entries?limit=25');
    expect(first.body).toHaveLength(25);
    expect(first.headers.get('content-range')).toBe('entries 0-24/1001');
    expect(first.headers.get('x-total-bound')).toBe('1000');
    const last = await operator.get('/operator/backdoor/entries?offset=1100&limit=25');
    expect(last.headers.get('content-range')).toBe(`entries 1100-${n - 1}/${n}`);
    expect(last.headers.get('x-total-bound')).toBeNull();
  });
});
