import { afterAll, beforeAll, expect, it } from '@jest/globals';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// react-admin's own REST client, unmodified, against our list endpoint: the contract of DESIGN.md "HTTP".
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startApp();
  token = (await ApiClient.signIn(t.baseUrl, 'lessor')).token!;
});

afterAll(() => t.close());

it('ra-data-simple-rest pages, sorts and filters our contracts list', async () => {
  const lessor = await ApiClient.signIn(t.baseUrl, 'lessor');
  for (let i = 1; i <= 7; i++) {
    const res = await lessor.post('/contracts', { kind: 'OTHER_RENT',
      contractNumber: `N-${i}`,
      contractDate: '2026-11-01',
      lesseeId: i % 2 ? '302345678' : '31012850123453',
      cadastralNumber: '10:11:01:04:05:0203',
      area: 10 * i,
      monthlyPayment: 1_000_000 * i,
      beginDate: '2026-12-01',
      endDate: '2027-12-01',
    });
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
