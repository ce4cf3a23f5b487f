import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { StaffAccount } from '@rent/domain';
import { anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Issue 19, screen 5: the staff find a user by PINFL or TIN, see how their sign-ins stand, their sessions,
// sign-ins and SMS; a supervisor clears a login's wrong passwords; a supervisor or an administrator ends
// a session. Each is a permission of its own, and needs a reason.
let t: TestApp;
let person: Party;
let personSession: ApiClient;
let operator: ApiClient;
let supervisor: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  t = await startApp();
  person = await anIndividual(t);
  personSession = await ApiClient.signIn(t.baseUrl, person);
  const staff = (roles: string[]) => anOperator(t, roles).then((who) => ApiClient.signIn(t.baseUrl, who));
  operator = await staff(['OPERATOR']);
  supervisor = await staff(['SUPERVISOR']);
  admin = await staff(['ADMIN']);
});
afterAll(() => t.close());

const account = async (client: ApiClient = operator) => {
  const res = await client.get(`/operator/accounts?login=${person.login}`);
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(1);
  return res.body[0] as StaffAccount;
};
const wrongPassword = () =>
  new ApiClient(t.baseUrl).post('/auth/login', {
    type: person.loginType,
    login: person.login,
    password: 'Not-The-One-1',
  });

describe('the staff’s accounts screen', () => {
  it('shows a user with a masked phone, their session, their sign-in and the SMS that carried its code', async () => {
    const seen = await account();
    expect(seen).toMatchObject({ login: person.login, name: person.name, phoneConfirmed: true });
    expect(seen.phone).toMatch(/\*/);
    expect(seen.phone).not.toBe(person.phone);
    expect(seen.sessions.length).toBeGreaterThanOrEqual(1);
    expect(seen.codes[0]).toMatchObject({ purpose: 'sign-in', closedAt: expect.any(String), codeTries: 1 });
    let sms = seen.sms;
    for (let i = 0; i < 50 && sms.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sms = (await account()).sms;
    }
    expect(sms[0]).toMatchObject({ outcome: 'sent', attempt: 1, reason: null });
    // The entry says how the SMS went, never what it said (its text holds the code). Its ids and time may
    // hold six digits in a row by chance, so the check is on the fields, not on the digits.
    for (const entry of sms) {
      expect(Object.keys(entry).sort()).toEqual(['at', 'attempt', 'gateway', 'outcome', 'reason', 'smsId']);
    }
    expect((await operator.get('/operator/accounts?login=12')).status).toBe(400);
  });

  it('counts wrong passwords; a supervisor clears them with a reason, an operator may not', async () => {
    for (let i = 0; i < 3; i++) expect((await wrongPassword()).status).toBe(401);
    const slowed = await account();
    expect(slowed.signIn).toMatchObject({ wrongPasswords: 3, slowedDown: false });
    expect(slowed.signIn.secondsLeft).toBeGreaterThan(0);
    const path = `/operator/accounts/${slowed.userId}/clear-wrong-passwords`;
    expect((await operator.post(path, { reason: 'Foydalanuvchi murojaati' })).status).toBe(403);
    expect((await admin.post(path, { reason: 'Foydalanuvchi murojaati' })).status).toBe(403);
    expect((await supervisor.post(path, {})).status).toBe(400);
    expect((await supervisor.post(path, { reason: 'Foydalanuvchi murojaati' })).status).toBe(204);
    expect((await account()).signIn).toMatchObject({ wrongPasswords: 0, slowedDown: false, secondsLeft: null });
  });

  it('ends a session: an administrator may, an operator may not, and its token stops working at once', async () => {
    expect((await personSession.get('/oauth/account')).status).toBe(200);
    const { userId, sessions } = await account();
    const path = (id: string) => `/operator/accounts/${userId}/sessions/${id}/end`;
    expect((await operator.post(path(sessions[0]!.id), { reason: 'Shubhali kirish' })).status).toBe(403);
    for (const session of sessions)
      expect((await admin.post(path(session.id), { reason: 'Shubhali kirish' })).status).toBe(204);
    expect((await personSession.get('/oauth/account')).status).toBe(401);
    expect((await account()).sessions).toEqual([]);
    expect((await admin.post(path(sessions[0]!.id), { reason: 'Shubhali kirish' })).status).toBe(404);
  });
});
