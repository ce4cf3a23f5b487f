import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { aLegalEntity, anIndividual, anOperator, type Party } from './fixtures/parties.js';
import { ApiClient, type SignInAccount, signInCode, smsIds, startApp, type TestApp } from './support/test-app.js';

// Issue 5, spec §2: a sign-in confirmed in the mobile app: another signed-in device of the same person
// sees the pending sign-in (where from, which browser) and approves or refuses it; the browser waits.
// The security test's item 3: the session an approval opens goes only to the browser that started the
// sign-in (a secret cookie only it holds), and a backdoor's read-only session sees no pending sign-ins.
let t: TestApp;
let device: ApiClient;
/** The legal entity whose sign-ins are approved on its device. */
let a: Party;

beforeAll(async () => {
  t = await startApp();
  a = await aLegalEntity(t);
  device = await ApiClient.signIn(t.baseUrl, a);
});
afterAll(() => t.close());

/** A browser of its own starts a sign-in with the password (the entity's unless said); answers it and the challenge. */
async function browserSignsIn(who: SignInAccount = a): Promise<{ browser: ApiClient; challengeId: string }> {
  const browser = new ApiClient(t.baseUrl);
  const res = await browser.request(
    'POST',
    '/auth/login',
    { type: who.loginType, login: who.login, password: who.password },
    { 'user-agent': 'Chromium on the office PC' },
  );
  expect(res.status).toBe(200);
  return { browser, challengeId: res.body.challengeId as string };
}
const state = async (browser: ApiClient, challengeId: string) =>
  (await browser.get(`/auth/login/${challengeId}/state`)).body as Record<string, unknown>;

it('the person’s other device sees the waiting sign-in and approves it; the browser gets its session, once', async () => {
  const { browser, challengeId } = await browserSignsIn();
  expect(await state(browser, challengeId)).toEqual({ state: 'pending' });
  const pending = await device.get('/auth/pending-sign-ins');
  expect(pending.body).toEqual([
    {
      challengeId,
      createdAt: expect.any(String),
      address: expect.stringMatching(/127\.0\.0\.1/),
      userAgent: 'Chromium on the office PC',
    },
  ]);

  const stranger = await ApiClient.signIn(t.baseUrl, await anIndividual(t));
  expect((await stranger.get('/auth/pending-sign-ins')).body).toEqual([]);
  expect((await stranger.post(`/auth/pending-sign-ins/${challengeId}/approve`)).status).toBe(404);

  expect((await device.post(`/auth/pending-sign-ins/${challengeId}/approve`)).status).toBe(204);
  const approved = await state(browser, challengeId);
  expect(approved).toEqual({
    state: 'approved',
    token: expect.any(String),
    account: expect.objectContaining({ tin: a.login }),
  });
  expect(browser.jar.get('rent_refresh')).toBeDefined();
  expect((await new ApiClient(t.baseUrl, approved.token as string).get('/oauth/account')).body).toMatchObject({
    tin: a.login,
  });
  expect(await state(browser, challengeId)).toEqual({ state: 'expired' });
  expect((await device.get('/auth/pending-sign-ins')).body).toEqual([]);
});

it('a refused sign-in gives no session, and its SMS code no longer works', async () => {
  const seen = await smsIds(t.baseUrl, a.phone);
  const { browser, challengeId } = await browserSignsIn();
  const code = await signInCode(t.baseUrl, a.phone, seen);
  expect((await device.post(`/auth/pending-sign-ins/${challengeId}/refuse`)).status).toBe(204);
  expect(await state(browser, challengeId)).toEqual({ state: 'refused' });
  expect((await browser.post('/auth/login/confirm', { challengeId, code })).status).toBe(400);
  expect((await device.post(`/auth/pending-sign-ins/${challengeId}/approve`)).status).toBe(404);
});

it('an unknown challenge is simply expired; a malformed one is named', async () => {
  expect(await state(new ApiClient(t.baseUrl), '00000000-0000-4000-8000-000000000000')).toEqual({ state: 'expired' });
  expect((await fetch(`${t.baseUrl}/auth/login/nope/state`)).status).toBe(400);
});

describe('the hand-over of an approved sign-in, attacked', () => {
  let operator: ApiClient;
  let backdoor: ApiClient;

  beforeAll(async () => {
    operator = await ApiClient.signIn(t.baseUrl, await anOperator(t, ['OPERATOR', 'BACKDOOR']));
    const entered = await operator.post(`/operator/backdoor/by-tin/${a.login}`, {
      reason: 'Murojaat № 3 boʻyicha tekshiruv',
    });
    expect(entered.status).toBe(201);
    backdoor = new ApiClient(t.baseUrl, entered.body.token);
  });

  it('the backdoor’s read-only session is shown no pending sign-in of the taxpayer, and can approve none', async () => {
    const { challengeId } = await browserSignsIn();
    const listed = await backdoor.get('/auth/pending-sign-ins');
    expect([listed.status, listed.body.code, listed.body.message]).toEqual([
      403,
      'BACKDOOR_READ_ONLY',
      'errors.backdoorReadOnly',
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(challengeId);
    expect((await backdoor.post(`/auth/pending-sign-ins/${challengeId}/approve`)).status).toBe(403);
    expect((await device.get('/auth/pending-sign-ins')).body).toEqual([expect.objectContaining({ challengeId })]);
    expect((await device.post(`/auth/pending-sign-ins/${challengeId}/refuse`)).status).toBe(204);
  });

  it('whoever knows an approved challenge, asking first, gets no session: only the browser that started it does', async () => {
    const { browser, challengeId } = await browserSignsIn();
    expect((await device.post(`/auth/pending-sign-ins/${challengeId}/approve`)).status).toBe(204);

    // The backdoor session (its bearer token, no sign-in cookie), a plain script, and another browser that
    // started a sign-in of its own all poll the approved challenge before its browser does.
    const other = await browserSignsIn(await aLegalEntity(t));
    for (const asker of [backdoor, new ApiClient(t.baseUrl), other.browser]) {
      const res = await asker.get(`/auth/login/${challengeId}/state`);
      expect(res.body).toEqual({ state: 'expired' });
      expect(asker.jar.get('rent_refresh')).toBeUndefined();
    }
    const own = await state(browser, challengeId);
    expect(own).toMatchObject({ state: 'approved', account: { tin: a.login, readOnly: false } });
    expect((await new ApiClient(t.baseUrl, own.token as string).get('/oauth/account')).body).toMatchObject({
      tin: a.login,
      readOnly: false,
    });
  });
});
