import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { demoAccounts } from '@rent/backend';
import type { StaffAuditRow, StaffMember } from '@rent/domain';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Issue 19: an administrator manages the committee's staff by PINFL. Roles ride in the access token, so a
// change ends the person's sessions at once and their next sign-in carries the new roles. Each change is
// an audit row with who, whom, before and after, why and from where. Refused: an unknown PINFL, a legal
// entity, an administrator's own ADMIN, a change leaving no administrator; and anyone but an administrator.
let t: TestApp;
let admin: Party;
let adminSession: ApiClient;
let person: Party;
let personSession: ApiClient;
let operator: ApiClient;
let supervisor: ApiClient;

const REASON = 'Buyruq 12-son: xodim ishga olindi';
const demoAdmin = demoAccounts.find((a) => a.roles.includes('ADMIN'))!;

/** The roles an access token carries (its claims, as the API's guard reads them). */
const claimedRoles = (client: ApiClient): string[] =>
  (JSON.parse(Buffer.from(client.token!.split('.')[1]!, 'base64url').toString()) as { roles: string[] }).roles;

const setRoles = (client: ApiClient, pinfl: string, body: unknown) =>
  client.request('PUT', `/operator/staff/${pinfl}/roles`, body);

const staffList = async (query: string): Promise<StaffMember[]> => {
  const res = await adminSession.get(`/operator/staff?${query}`);
  expect(res.status).toBe(200);
  return res.body as StaffMember[];
};

/** A user's roles as the database holds them. */
const rolesOf = async (login: string): Promise<string[]> =>
  (
    (await t.app.get(DataSource).query('SELECT roles FROM users WHERE login = $1', [login])) as { roles: string[] }[]
  )[0]!.roles;

beforeAll(async () => {
  t = await startApp();
  admin = await anOperator(t, ['ADMIN']);
  person = await anIndividual(t);
  [adminSession, personSession, operator, supervisor] = await Promise.all([
    ApiClient.signIn(t.baseUrl, admin),
    ApiClient.signIn(t.baseUrl, person),
    anOperator(t, ['OPERATOR', 'BACKDOOR']).then((who) => ApiClient.signIn(t.baseUrl, who)),
    anOperator(t, ['SUPERVISOR']).then((who) => ApiClient.signIn(t.baseUrl, who)),
  ]);
});
afterAll(() => t.close());

describe('the staff and their roles', () => {
  it('an administrator grants a person roles: their old token stops working, their new sign-in carries the roles', async () => {
    expect((await personSession.get(`/operator/accounts?login=${person.login}`)).status).toBe(403);
    const res = await setRoles(adminSession, person.login, { roles: ['OPERATOR', 'BACKDOOR'], reason: REASON });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pinfl: person.login, name: person.name, roles: ['OPERATOR', 'BACKDOOR'] });
    expect(res.body.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await personSession.get('/oauth/account')).status).toBe(401);

    const again = await ApiClient.signIn(t.baseUrl, person);
    // The person's own role as a taxpayer is kept beside the staff's.
    expect(claimedRoles(again).sort()).toEqual(['BACKDOOR', 'INDIVIDUAL', 'OPERATOR']);
    expect((await again.get(`/operator/accounts?login=${person.login}`)).status).toBe(200);
    personSession = again;

    expect(await staffList(`pinfl=${person.login}`)).toEqual([
      { userId: res.body.userId, pinfl: person.login, name: person.name, roles: ['OPERATOR', 'BACKDOOR'] },
    ]);
  });

  it('lists the staff by name a page at a time, narrowed by a role and by the start of a PINFL', async () => {
    const res = await adminSession.get('/operator/staff?offset=0&limit=2');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    // The demo's operator, supervisor and administrator; this file's three staff and the person granted.
    expect(res.headers.get('content-range')).toBe('staff 0-1/7');
    const all = await staffList('limit=100');
    expect(all).toHaveLength(7);
    const names = all.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.map((m) => m.pinfl)).not.toContain(demoAccounts.find((a) => a.roles.includes('INDIVIDUAL'))!.login);

    const backdoor = await staffList('role=BACKDOOR');
    expect(backdoor).toEqual(all.filter((m) => m.roles.includes('BACKDOOR')));
    expect(backdoor.map((m) => m.pinfl)).toContain(person.login);
    expect((await staffList('role=ADMIN')).map((m) => m.pinfl).sort()).toEqual([admin.login, demoAdmin.login].sort());
    const start = person.login.slice(0, 9);
    expect(await staffList(`pinfl=${start}`)).toEqual(all.filter((m) => m.pinfl.startsWith(start)));
    expect(await staffList('pinfl=00000')).toEqual([]);
    expect((await adminSession.get('/operator/staff?offset=100')).headers.get('content-range')).toBe('staff */7');
    expect((await adminSession.get('/operator/staff?role=ROOT')).status).toBe(400);
    expect((await adminSession.get('/operator/staff?pinfl=abc')).status).toBe(400);
  });

  it('withdraws roles the same way: the token granted them stops working, the next sign-in carries none', async () => {
    const res = await setRoles(adminSession, person.login, { roles: [], reason: 'Xodim boshqa ishga oʻtdi' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pinfl: person.login, roles: [], sessionsEnded: 1 });
    expect((await personSession.get(`/operator/accounts?login=${person.login}`)).status).toBe(401);
    const again = await ApiClient.signIn(t.baseUrl, person);
    expect(claimedRoles(again)).toEqual(['INDIVIDUAL']);
    expect((await again.get(`/operator/accounts?login=${person.login}`)).status).toBe(403);
    expect(await staffList(`pinfl=${person.login}`)).toEqual([]);
    // Setting what is already set ends nobody's session.
    const same = await setRoles(adminSession, person.login, { roles: [], reason: 'Tekshiruv: oʻzgarish yoʻq' });
    expect(same.body).toMatchObject({ roles: [], sessionsEnded: 0 });
    expect((await again.get('/oauth/account')).status).toBe(200);
  });

  it('records each change in the audit trail: who, whom, the roles before and after, why and from where', async () => {
    const res = await adminSession.get(`/operator/audit?permission=manageStaff&target=${person.login}`);
    expect(res.status).toBe(200);
    const rows = (res.body as StaffAuditRow[]).filter((r) => r.method === 'PUT');
    expect(rows.map((r) => r.change)).toEqual([
      { before: [], after: [] },
      { before: ['OPERATOR', 'BACKDOOR'], after: [] },
      { before: [], after: ['OPERATOR', 'BACKDOOR'] },
    ]);
    const adminId = (await adminSession.get('/oauth/account')).body.userId as string;
    expect(rows[2]).toMatchObject({
      userId: adminId,
      userName: admin.name,
      roles: ['ADMIN'],
      allowed: true,
      route: '/api/operator/staff/:pinfl/roles',
      target: person.login,
      reason: REASON,
      status: 200,
    });
    expect(rows[2]!.address).toMatch(/127\.0\.0\.1/);
    // The list's reads are recorded too, with no change.
    const reads = (await adminSession.get('/operator/audit?permission=manageStaff')).body as StaffAuditRow[];
    expect(reads.filter((r) => r.method === 'GET').every((r) => r.change === null)).toBe(true);
  });

  it('withdrawing the backdoor grant ends the backdoor sessions the operator opened as well', async () => {
    const member = await anOperator(t, ['OPERATOR', 'BACKDOOR']);
    const own = await ApiClient.signIn(t.baseUrl, member);
    const company = await aLegalEntity(t);
    const entered = await own.post(`/operator/backdoor/by-tin/${company.login}`, { reason: 'Murojaatni tekshirish' });
    expect(entered.status).toBe(201);
    const asCompany = new ApiClient(t.baseUrl, entered.body.token as string);
    expect((await asCompany.get('/oauth/account')).status).toBe(200);
    const res = await setRoles(adminSession, member.login, {
      roles: ['OPERATOR'],
      reason: 'Kirish huquqi olib qoʻyildi',
    });
    expect(res.body).toMatchObject({ roles: ['OPERATOR'], sessionsEnded: 2 });
    expect((await asCompany.get('/oauth/account')).status).toBe(401);
    expect((await own.get('/oauth/account')).status).toBe(401);
    const again = await ApiClient.signIn(t.baseUrl, member);
    expect(claimedRoles(again)).toEqual(['OPERATOR']);
    expect((await again.post(`/operator/backdoor/by-tin/${company.login}`, { reason: 'Yana kirish' })).status).toBe(
      403,
    );
  });

  it('refuses an unknown PINFL, a legal entity, a backdoor without a role and a change without a reason', async () => {
    const unknown = await setRoles(adminSession, '12345678901234', { roles: ['OPERATOR'], reason: REASON });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'STAFF_USER_NOT_FOUND', message: 'errors.staffUserNotFound' });

    const company = await aLegalEntity(t);
    const legal = await setRoles(adminSession, company.login, { roles: ['OPERATOR'], reason: REASON });
    expect(legal.status).toBe(400);
    expect(legal.body).toMatchObject({ code: 'STAFF_NOT_A_PERSON', message: 'errors.staffNotAPerson' });
    expect(await rolesOf(company.login)).toEqual(['LEGAL']);

    const alone = await setRoles(adminSession, person.login, { roles: ['BACKDOOR'], reason: REASON });
    expect(alone.status).toBe(400);
    expect(alone.body.errors).toEqual({ roles: 'errors.staffBackdoorNeedsRole' });
    const noReason = await setRoles(adminSession, person.login, { roles: ['OPERATOR'] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: 'errors.reasonRequired' });
    const short = await setRoles(adminSession, person.login, { roles: ['OPERATOR'], reason: 'ok' });
    expect(short.body.errors).toEqual({ reason: 'errors.reasonRequired' });
    const notARole = await setRoles(adminSession, person.login, { roles: ['ROOT'], reason: REASON });
    expect(notARole.status).toBe(400);
    const twice = await setRoles(adminSession, person.login, { roles: ['OPERATOR', 'OPERATOR'], reason: REASON });
    expect(twice.status).toBe(400);
    expect((await setRoles(adminSession, '12', { roles: [], reason: REASON })).status).toBe(400);
    expect(await rolesOf(person.login)).toEqual(['INDIVIDUAL']);
  });

  it('refuses an operator, a supervisor and a taxpayer, the list and the change alike', async () => {
    const taxpayer = await ApiClient.signIn(t.baseUrl, person);
    for (const [who, client] of [
      ['operator', operator],
      ['supervisor', supervisor],
      ['taxpayer', taxpayer],
    ] as const) {
      expect([who, (await client.get('/operator/staff')).status]).toEqual([who, 403]);
      const res = await setRoles(client, person.login, { roles: ['ADMIN'], reason: REASON });
      expect([who, res.status, res.body.code]).toEqual([who, 403, 'NOT_PERMITTED']);
    }
    expect(await rolesOf(person.login)).toEqual(['INDIVIDUAL']);
  });

  it('refuses an administrator their own ADMIN; they keep it, and their session', async () => {
    for (const roles of [[], ['OPERATOR'], ['SUPERVISOR', 'BACKDOOR']]) {
      const res = await setRoles(adminSession, admin.login, { roles, reason: 'Oʻzimni olib tashlayman' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'STAFF_OWN_ADMIN', message: 'errors.staffOwnAdmin' });
    }
    expect(await rolesOf(admin.login)).toEqual(['ADMIN']);
    expect((await adminSession.get('/operator/staff')).status).toBe(200);
  });

  it('refuses a change that would leave no administrator at all', async () => {
    // Another administrator, appointed by this one, who withdraws the demo's: two are left.
    const second = await anIndividual(t);
    expect(
      (await setRoles(adminSession, second.login, { roles: ['ADMIN'], reason: 'Ikkinchi administrator' })).status,
    ).toBe(200);
    const secondSession = await ApiClient.signIn(t.baseUrl, second);
    expect(
      (await setRoles(secondSession, demoAdmin.login, { roles: [], reason: 'Demo administrator ketdi' })).status,
    ).toBe(200);
    // Roles are still set by SQL too: this administrator's row loses ADMIN while their token still says it.
    await t.app
      .get(DataSource)
      .query(`UPDATE users SET roles = array_remove(roles, 'ADMIN') WHERE login = $1`, [admin.login]);
    const res = await setRoles(adminSession, second.login, { roles: ['SUPERVISOR'], reason: 'Oxirgi administrator' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'STAFF_LAST_ADMIN', message: 'errors.staffLastAdmin' });
    expect(await rolesOf(second.login)).toEqual(['INDIVIDUAL', 'ADMIN']);
    expect((await secondSession.get('/operator/staff')).status).toBe(200);
    // Nothing was changed, so nothing was recorded as changed: the refused call's row holds no change.
    const [row] = (await secondSession.get(`/operator/audit?permission=manageStaff&target=${second.login}`))
      .body as StaffAuditRow[];
    expect(row).toMatchObject({ method: 'PUT', status: 409, change: null, reason: 'Oxirgi administrator' });
  });

  it('two administrators withdrawing each other at once leave one administrator, never none', async () => {
    const [x, y] = [await anOperator(t, ['ADMIN']), await anOperator(t, ['ADMIN'])];
    const [xs, ys] = await Promise.all([ApiClient.signIn(t.baseUrl, x), ApiClient.signIn(t.baseUrl, y)]);
    // The only administrators besides them go first: the second one, by either of them.
    const others = (await staffList('role=ADMIN')).filter((m) => m.pinfl !== x.login && m.pinfl !== y.login);
    for (const other of others)
      expect((await setRoles(xs, other.pinfl, { roles: [], reason: 'Vakolat muddati tugadi' })).status).toBe(200);
    const answers = await Promise.all([
      setRoles(xs, y.login, { roles: ['OPERATOR'], reason: 'Bir vaqtda olib tashlash' }),
      setRoles(ys, x.login, { roles: ['OPERATOR'], reason: 'Bir vaqtda olib tashlash' }),
    ]);
    // One wins; the other is refused as the last administrator's, or finds its session ended by the first.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.find((a) => a.status !== 200)!;
    expect([409, 401]).toContain(refused.status);
    const [{ n }] = (await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM users WHERE 'ADMIN' = ANY(roles)`)) as [{ n: number }];
    expect(n).toBe(1);
  });
});
