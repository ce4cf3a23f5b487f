import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { accountSchema, contractRecordSchema, openedContractSchema, publicContractSchema } from '@rent/domain';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// The API answers in the shapes the domain declares and the frontend takes its types from: each answer
// holds exactly the schema's fields (strict: no field the frontend does not know of, none missing).

let t: TestApp;
let lessor: ApiClient;
let lessee: ApiClient;
let id: string;

const exactly = <S extends z.ZodObject>(schema: S, body: unknown) => {
  const parsed = schema.strict().safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
};

beforeAll(async () => {
  t = await startApp();
  [lessor, lessee] = await Promise.all([ApiClient.signIn(t.baseUrl, 'lessor'), ApiClient.signIn(t.baseUrl, 'individual')]);
  const created = await lessor.post('/contracts', {
    kind: 'OTHER_RENT',
    contractNumber: 'SHAPE-1',
    contractDate: '2026-11-20',
    lesseeId: demo('individual').login,
    cadastralNumber: '10:09:03:01:02:0017',
    area: 40,
    monthlyPayment: 6_500_000,
    beginDate: '2026-12-01',
    endDate: '2027-11-30',
    purpose: 'Ofis',
  });
  expect(created.status).toBe(201);
  id = created.body.id;
  lessee.readAfter(created.body.position);
  const confirmed = await lessee.post(`/contracts/${id}/confirm`);
  expect(confirmed.status).toBe(200);
  lessor.readAfter(confirmed.body.position);
  lessee.readAfter(confirmed.body.position);
});

afterAll(() => t.close());

describe('the shapes of the API’s answers', () => {
  it('the account', async () => {
    exactly(accountSchema, (await lessor.get('/oauth/account')).body);
  });

  it('a list’s rows and one contract opened by a party', async () => {
    const list = await lessor.get('/contracts?filter={"box":"accepted"}');
    expect(list.body.length).toBeGreaterThan(0);
    for (const row of list.body) exactly(contractRecordSchema, row);
    const opened = await lessee.get(`/contracts/${id}`);
    exactly(openedContractSchema, opened.body);
    expect(opened.body).toMatchObject({ id, viewerRole: 'LESSEE', state: 20 });
  });

  it('the public view of a registered contract', async () => {
    const res = await new ApiClient(t.baseUrl).get(`/public/contracts/${id}?beginDate=2026-12-01&endDate=2027-11-30`);
    expect(res.status).toBe(200);
    exactly(publicContractSchema, res.body);
  });
});
