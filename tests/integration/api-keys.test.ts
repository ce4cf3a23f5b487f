import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_KEY_SCOPE_NAMES } from '@rent/domain';
import { officeRent } from './support/office-rent.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { sql } from './support/test-database.js';

// Issue 21: a large lessor's API keys. The party makes a key in a session, with scopes; the key acts as the
// party on only the routes its scopes open, never on the staff's nor on the keys' own; revoked or expired it
// is refused as an unknown key is; only a hash of the secret is kept; each key has its own rate.
let t: TestApp;
let lessor: ApiClient;
let stranger: ApiClient;
let operator: ApiClient;
let contractId: string;
/** Where the contract's registration stands in the log: a key's reads wait for it, as any client's do. */
let registered: string;
const REQUESTS_PER_MINUTE = 20;

beforeAll(async () => {
  t = await startApp({ API_KEY_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) });
  [lessor, stranger, operator] = await Promise.all([
    ApiClient.signIn(t.baseUrl, 'lessor'),
    ApiClient.signIn(t.baseUrl, 'legal'),
    ApiClient.signIn(t.baseUrl, 'operator'),
  ]);
  const created = await lessor.post('/contracts', officeRent('KEY-1', { area: 10 }));
  expect(created.status).toBe(201);
  contractId = created.body.id;
  registered = created.body.position;
});
afterAll(() => t.close());

/** A client that calls with the key alone, as a lessor's own system would. */
const byKey = (key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new ApiClient(t.baseUrl).request(method, path, body, { authorization: `ApiKey ${key}`, ...headers });

async function aKey(scopes: string[], extra: Record<string, unknown> = {}): Promise<{ id: string; key: string }> {
  const res = await lessor.post('/account/api-keys', { name: `ERP ${scopes.join(' ')}`, scopes, ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

const UNKNOWN = `rpk_000000000000.${'A'.repeat(43)}`;

describe('a party’s API key', () => {
  it('is shown once at its creation, and its list holds no secret', async () => {
    const res = await lessor.post('/account/api-keys', { name: 'Buxgalteriya', scopes: ['contracts:read'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Buxgalteriya',
      scopes: ['contracts:read'],
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
    });
    const key = res.body.key as string;
    expect(key).toMatch(/^rpk_[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(`${res.body.prefix}.`)).toBe(true);
    const secret = key.split('.')[1]!;

    const list = await lessor.get('/account/api-keys');
    const listed = list.body.find((k: { id: string }) => k.id === res.body.id);
    expect(listed).toEqual({
      id: res.body.id,
      name: 'Buxgalteriya',
      prefix: res.body.prefix,
      scopes: ['contracts:read'],
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(secret);

    // The table keeps the SHA-256 of the secret and never the secret itself.
    const rows = await sql<Record<string, unknown>>(t.databaseUrl, 'SELECT * FROM api_keys WHERE id = $1', [
      res.body.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect((rows[0]!.secret_hash as Buffer).equals(createHash('sha256').update(secret).digest())).toBe(true);
    expect(rows[0]).toMatchObject({ created_from: expect.any(String), party_id: '301234567' });
  });

  it('reads the party’s contracts within its scope, and is refused outside it (403)', async () => {
    const { id, key } = await aKey(['contracts:read']);
    const list = await byKey(key, 'GET', '/contracts', undefined, { 'x-read-after': registered });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(contractId);
    expect((await byKey(key, 'GET', `/contracts/${contractId}`)).body).toMatchObject({ contractNumber: 'KEY-1' });

    const write = await byKey(key, 'POST', '/contracts', officeRent('KEY-2', { area: 5 }));
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ code: 'API_KEY_OUT_OF_SCOPE', message: 'errors.apiKeyOutOfScope' });
    expect((await byKey(key, 'GET', '/reference/bhm')).status).toBe(403);
    expect((await byKey(key, 'GET', '/notifications')).status).toBe(403);

    const used = (await lessor.get('/account/api-keys')).body.find((k: { id: string }) => k.id === id);
    expect(used.lastUsedAt).toEqual(expect.any(String));
  });

  it('with the write scope registers a contract as the party', async () => {
    const { key } = await aKey(['contracts:write', 'contracts:read']);
    const res = await byKey(key, 'POST', '/contracts', officeRent('KEY-3', { area: 5 }));
    expect(res.status).toBe(201);
    const seen = await byKey(key, 'GET', `/contracts/${res.body.id}`, undefined, { 'x-read-after': res.body.position });
    expect(seen.body).toMatchObject({ contractNumber: 'KEY-3', state: 10, lessorId: '301234567' });
  });

  it('never reaches the staff’s routes nor the keys’ own, whatever its scopes (a stolen key mints no keys)', async () => {
    const { id, key } = await aKey([...API_KEY_SCOPE_NAMES]);
    for (const [method, path, body] of [
      ['GET', '/operator/contracts', undefined],
      ['GET', '/operator/audit', undefined],
      ['GET', '/account/api-keys', undefined],
      ['POST', '/account/api-keys', { name: 'Yana', scopes: ['contracts:read'] }],
      ['POST', `/account/api-keys/${id}/revoke`, {}],
      ['POST', '/account/phone', {}],
      ['GET', '/employees', undefined],
    ] as const) {
      expect([method, path, (await byKey(key, method, path, body)).status]).toEqual([method, path, 403]);
    }
    expect((await lessor.get('/account/api-keys')).body.filter((k: { name: string }) => k.name === 'Yana')).toEqual([]);
    expect((await byKey(key, 'GET', '/contracts')).status).toBe(200);
  });

  it('is refused at once once revoked, as an unknown key is (401)', async () => {
    const { id, key } = await aKey(['contracts:read']);
    expect((await byKey(key, 'GET', '/contracts')).status).toBe(200);
    const revoked = await lessor.post(`/account/api-keys/${id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const after = await byKey(key, 'GET', '/contracts');
    const unknown = await byKey(UNKNOWN, 'GET', '/contracts');
    const malformed = await byKey('nonsense', 'GET', '/contracts');
    expect(after.status).toBe(401);
    expect(after.body).toEqual(unknown.body);
    expect(malformed.body).toEqual(unknown.body);
    const [row] = await sql<{ revoked_by: string; revoked_from: string }>(
      t.databaseUrl,
      'SELECT revoked_by, revoked_from FROM api_keys WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ revoked_by: expect.any(String), revoked_from: expect.any(String) });
  });

  it('is refused once expired (401), and cannot be made already expired', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const { id, key } = await aKey(['contracts:read'], { expiresAt: inAnHour });
    expect((await byKey(key, 'GET', '/contracts')).status).toBe(200);
    await sql(t.databaseUrl, `UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const expired = await byKey(key, 'GET', '/contracts');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual((await byKey(UNKNOWN, 'GET', '/contracts')).body);

    const past = await lessor.post('/account/api-keys', {
      name: 'Eski',
      scopes: ['contracts:read'],
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ expiresAt: 'errors.apiKeyExpiryPast' });
  });

  it('is another party’s business to neither see nor revoke (404), and the staff hold no keys', async () => {
    const { id, key } = await aKey(['contracts:read']);
    expect(JSON.stringify((await stranger.get('/account/api-keys')).body)).not.toContain(id);
    expect((await stranger.post(`/account/api-keys/${id}/revoke`)).status).toBe(404);
    expect((await byKey(key, 'GET', '/contracts')).status).toBe(200);
    // The stranger's own key does not see the lessor's contract.
    const theirs = await stranger.post('/account/api-keys', { name: 'Boshqa', scopes: ['contracts:read'] });
    expect((await byKey(theirs.body.key, 'GET', `/contracts/${contractId}`)).status).toBe(404);

    const staff = await operator.post('/account/api-keys', { name: 'Xodim', scopes: ['contracts:read'] });
    expect(staff.status).toBe(403);
    expect(staff.body).toMatchObject({ code: 'API_KEY_PARTY_ONLY' });
  });

  it('has its own rate: over it, 429 with Retry-After, while another key goes on', async () => {
    const { key } = await aKey(['contracts:read']);
    const other = await aKey(['contracts:read']);
    for (let i = 0; i < REQUESTS_PER_MINUTE; i++)
      expect((await byKey(key, 'GET', '/contract/info-panel')).status).toBe(200);
    const over = await byKey(key, 'GET', '/contract/info-panel');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await byKey(other.key, 'GET', '/contract/info-panel')).status).toBe(200);
  });
});
