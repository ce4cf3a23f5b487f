import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { StaffAuditRow } from '@rent/domain';
import { aLegalEntity, anOperator, type Party } from './fixtures/parties.js';
import { sql } from './support/test-database.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Issue 19: every action of the committee's staff leaves one record (who, when, from which address, on
// what, why, and how it was answered) that no one can edit or delete, and the back-office searches it.
let t: TestApp;
let operator: Party;
let staff: ApiClient;
let taxpayer: ApiClient;

beforeAll(async () => {
  t = await startApp();
  operator = await anOperator(t, ['OPERATOR', 'BACKDOOR']);
  staff = await ApiClient.signIn(t.baseUrl, operator);
  taxpayer = await ApiClient.signIn(t.baseUrl, await aLegalEntity(t));
});
afterAll(() => t.close());

const trail = async (query = '') => (await staff.get(`/operator/audit${query}`)).body as StaffAuditRow[];

/** The trail's newest rows once the first has its outcome, which is added as its answer goes out. */
async function answered(query: string): Promise<StaffAuditRow[]> {
  for (let i = 0; ; i++) {
    const rows = await trail(query);
    if (rows[0]?.status !== null || i === 50) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the staff audit trail', () => {
  it('records each staff action once, with who, where from, on what, why and its answer', async () => {
    const tin = '302345678';
    const entered = await staff.post(`/operator/backdoor/by-tin/${tin}`, { reason: 'Murojaat № 5 boʻyicha' });
    expect(entered.status).toBe(201);
    const rows = await answered(`?target=${tin}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userName: operator.name,
      roles: ['OPERATOR', 'BACKDOOR'],
      permission: 'enterAsTaxpayer',
      allowed: true,
      method: 'POST',
      route: '/api/operator/backdoor/by-tin/:tin',
      params: { tin },
      reason: 'Murojaat № 5 boʻyicha',
      address: expect.stringMatching(/127\.0\.0\.1/),
      status: 201,
    });
    expect(rows[0]!.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records a refused attempt as refused, and a taxpayer may not read the trail', async () => {
    const admin = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['ADMIN']));
    const refused = await admin.post(`/operator/contracts/00000000-0000-4000-8000-000000000000/remove`, {
      removalDate: '2026-12-01',
      reason: 'Sinov',
    });
    expect(refused.status).toBe(403);
    const rows = await answered('?permission=removeContract');
    expect(rows[0]).toMatchObject({ allowed: false, roles: ['ADMIN'], status: 403, reason: 'Sinov' });
    expect((await taxpayer.get('/operator/audit')).status).toBe(403);
  });

  it('keeps the record of an attempt whose text the database cannot hold, with that character replaced', async () => {
    const refused = await staff.post('/operator/backdoor/by-tin/303456789', { reason: 'Tekshiruv\u0000 uchun' });
    expect(refused.status).toBe(400);
    const [row] = await answered('?target=303456789');
    expect(row).toMatchObject({ allowed: true, reason: 'Tekshiruv\uFFFD uchun', status: 400 });
  });

  it('reading the trail is itself recorded, newest first, and pages with its total', async () => {
    await trail();
    const res = await staff.get('/operator/audit?limit=1');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ permission: 'readAudit', route: '/api/operator/audit' });
    expect(res.headers.get('content-range')).toMatch(/^audit 0-0\/\d+$/);
    expect((await staff.get('/operator/audit?permission=noSuchThing')).status).toBe(400);
  });

  it('cannot be changed, deleted or emptied, by the application or anyone else on the database', async () => {
    const count = async () =>
      (await sql<{ n: number }>(t.databaseUrl, 'SELECT count(*)::int AS n FROM staff_audit'))[0]!.n;
    const n = await count();
    expect(n).toBeGreaterThan(0);
    for (const statement of [
      "UPDATE staff_audit SET reason = 'boshqa'",
      'DELETE FROM staff_audit',
      'TRUNCATE staff_audit CASCADE',
      'UPDATE staff_audit_outcomes SET status = 200',
      'DELETE FROM staff_audit_outcomes',
    ])
      await expect(sql(t.databaseUrl, statement)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(n);
  });
});

describe('a trail of years', () => {
  // Every staff call adds a row for as long as the portal runs: a page counts the trail only past itself,
  // as the parties' lists and the register's search do.
  beforeAll(async () => {
    await sql(
      t.databaseUrl,
      `INSERT INTO staff_audit (at, user_id, user_name, roles, permission, allowed, method, route, target, params, address, correlation_id)
       SELECT now() - make_interval(mins => g), gen_random_uuid(), 'Arxiv Xodim', '{OPERATOR}', 'readContracts', true,
              'GET', '/api/operator/contracts/:id', 'archived-target', '{}', '127.0.0.1', 'c-' || g
         FROM generate_series(1, 1204) AS g`,
    );
  });

  it('counts the first page to the next thousand and says there are more in X-Total-Bound', async () => {
    const res = await staff.get('/operator/audit?target=archived-target&limit=25');
    expect(res.status).toBe(200);
    expect((res.body as StaffAuditRow[]).map((r) => r.correlationId)).toEqual(
      Array.from({ length: 25 }, (_, i) => `c-${i + 1}`),
    );
    expect(res.headers.get('content-range')).toBe('audit 0-24/1001');
    expect(res.headers.get('x-total-bound')).toBe('1000');
  });

  it('counts a page past the first thousand whole', async () => {
    const res = await staff.get('/operator/audit?target=archived-target&offset=1200&limit=25');
    expect(res.headers.get('content-range')).toBe('audit 1200-1203/1204');
    expect(res.headers.get('x-total-bound')).toBeNull();
  });
});
