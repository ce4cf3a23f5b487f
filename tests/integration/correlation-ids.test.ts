import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { aRegistration } from './fixtures/contracts.js';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { sql } from './support/test-database.js';

// One correlation id per request: the proxy's X-Request-Id (a uuid) or a new one, returned in the answer,
// written on the request's log line and recorded in the events the request's command appended.
let t: TestApp;
let lessor: ApiClient;
let parties: { lesseeId: string; cadastralNumber: string };

beforeAll(async () => {
  t = await startApp();
  const [owner, person] = [await aLegalEntity(t), await anIndividual(t)];
  parties = { lesseeId: person.partyId, cadastralNumber: await aProperty(t, owner.partyId) };
  lessor = await ApiClient.signIn(t.baseUrl, owner);
});
afterAll(() => t.close());

it('the caller’s X-Request-Id comes back in the answer and is the correlation id of the events its command appended', async () => {
  const id = randomUUID();
  const created = await lessor.request('POST', '/contracts', aRegistration(parties), { 'x-request-id': id });
  expect(created.status).toBe(201);
  expect(created.headers.get('x-request-id')).toBe(id);
  const events = await sql<{ correlation: string }>(
    t.databaseUrl,
    "SELECT metadata->>'correlationId' AS correlation FROM events WHERE stream_id = $1",
    [`contract-${created.body.id}`],
  );
  expect(events.map((e) => e.correlation)).toEqual([id]);
});

it('without one, or with one that is not a uuid, the request gets a new id of its own', async () => {
  const cases: Record<string, string>[] = [{}, { 'x-request-id': 'not-a-uuid; drop table events' }];
  for (const headers of cases) {
    const res = await lessor.request('GET', '/contracts?range=[0,0]', undefined, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  }
});
