import { describe, expect, it } from '@jest/globals';
import { pageHeadHidden } from './page-head';

describe('page-head tab menu visibility (spec §2)', () => {
  it.each([
    '/login',
    '/',
    '/home',
    '/faq',
    '/leasing-list',
    '/operative-list',
    '/contract/recreate/1/2026-01-01/2027-01-01',
    '/car/rent',
    '/car',
    '/retail/x',
  ])('hidden on %s', (path) => expect(pageHeadHidden(path)).toBe(true));

  it.each([
    '/main',
    '/estate-list',
    '/services/other-rent',
    '/contract-view/1/a/b/c',
    '/contract/edit/1/a/b',
    '/cars',
    '/retailer',
  ])('shown on %s', (path) => expect(pageHeadHidden(path)).toBe(false));
});
