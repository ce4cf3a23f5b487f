import { describe, expect, it } from '@jest/globals';
import type { Request } from 'express';
import { routeOf, UNMATCHED_ROUTE } from './http-metrics.js';

const request = (route?: { path: unknown }) => ({ route }) as Pick<Request, 'route'>;

describe('the route a request is counted under', () => {
  it('is the template of the handler that took it, not the path with its ids', () => {
    expect(routeOf(request({ path: '/api/contracts/:id/:verb' }))).toBe('/api/contracts/:id/:verb');
  });

  it('is one value for every request no handler of ours took', () => {
    expect(routeOf(request())).toBe(UNMATCHED_ROUTE);
    // Nest's not-found handler under the global prefix
    expect(routeOf(request({ path: '*path' }))).toBe(UNMATCHED_ROUTE);
    expect(routeOf(request({ path: /^\/api\/x/ }))).toBe(UNMATCHED_ROUTE);
  });
});
