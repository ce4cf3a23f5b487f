import { afterAll, beforeAll, expect, it } from '@jest/globals';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual, type Party } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// react-admin's own REST client, unmodified, against our list endpoint: the contract of DESIGN.md "HTTP".
let t: TestApp;
let token: string;
let owner: Party;
// A legal lessee whose name the search finds, and a person.
let lessees: [Party, Party];
let cadastralNumber: string;

beforeAll(async () => {
  t = await startApp();
  owner = await aLegalEntity(t);
  lessees = [await aLegalEntity(t, { name: '«Samarqand Invest» AJ' }), await anIndividual(t)];
  cadastralNumber = await aProperty(t, owner.partyId);
  token = (await ApiClient.signIn(t.baseUrl, owner)).token!;
});

afterAll(() => t.close());

it('ra-data-simple-rest pages, sorts and filters our contracts list', async () => {
  const lessor = await ApiClient.signIn(t.baseUrl, owner);
  for (let i = 1; i <= 7; i++) {
    const lesseeId = lessees[i % 2 ? 0 : 1].partyId;
    const res = await lessor.post(
      '/contracts',
      aRegistration(
        { lesseeId, cadastralNumber },
        {
          contractNumber: `N-${i}`,
          contractDate: '2026-11-01',
          area: 10 * i,
          monthlyPayment: 1_000_000 * i,
          endDate: '2027-12-01',
        },
      ),
    );
    expect(res.status).toBe(201);
  }
  // The lessor's last write, sent back the way our frontend's httpClient does.
  const readAfter = lessor.lastWrite!;
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, {
      ...options,
      user: { authenticated: true, token: `Bearer ${token}` },
      headers: new Headers({ 'X-Read-After': readAfter }),
    });
  const dataProvider = simpleRestProvider(t.baseUrl, httpClient);

  const page1 = await dataProvider.getList('contracts', {
    pagination: { page: 1, perPage: 3 },
    sort: { field: 'monthlyPayment', order: 'DESC' },
    filter: { box: 'outgoing' },
  });
  expect(page1.total).toBe(7);
  expect(page1.data.map((c) => c.contractNumber)).toEqual(['N-7', 'N-6', 'N-5']);

  const page3 = await dataProvider.getList('contracts', {
    pagination: { page: 3, perPage: 3 },
    sort: { field: 'monthlyPayment', order: 'DESC' },
    filter: { box: 'outgoing' },
  });
  expect(page3.data.map((c) => c.contractNumber)).toEqual(['N-1']);

  const searched = await dataProvider.getList('contracts', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'createdAt', order: 'ASC' },
    filter: { q: 'Samarqand' },
  });
  expect(searched.data.map((c) => c.contractNumber)).toEqual(['N-1', 'N-3', 'N-5', 'N-7']);

  const one = await dataProvider.getOne('contracts', { id: page1.data[0]!.id });
  expect(one.data).toMatchObject({ contractNumber: 'N-7', viewerRole: 'LESSOR' });
});
