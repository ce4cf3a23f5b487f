import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { ApiClient, demo, smsCode, smsIds, startApp, type TestApp } from './support/test-app.js';

// Issue 5, spec §2: a sign-in confirmed in the mobile app: another signed-in device of the same person
// sees the pending sign-in (where from, which browser) and approves or refuses it; the browser waits.
let t: TestApp;
let device: ApiClient;

beforeAll(async () => {
  t = await startApp();
  device = await ApiClient.signIn(t.baseUrl, 'lessor');
});
afterAll(() => t.close());

const a = demo('lessor');
async function browserSignsIn(): Promise<string> {
  const res = await fetch(`${t.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Chromium on the office PC' },
    body: JSON.stringify({ type: a.loginType, login: a.login, password: a.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { challengeId: string }).challengeId;
}
const state = async (challengeId: string) => (await fetch(`${t.baseUrl}/auth/login/${challengeId}/state`)).json() as Promise<Record<string, unknown>>;

it('the person’s other device sees the waiting sign-in and approves it; the browser gets its session, once', async () => {
  const challengeId = await browserSignsIn();
  expect(await state(challengeId)).toEqual({ state: 'pending' });
  const pending = await device.get('/auth/pending-sign-ins');
  expect(pending.body).toEqual([{ challengeId, createdAt: expect.any(String), address: expect.stringMatching(/127\.0\.0\.1/), userAgent: 'Chromium on the office PC' }]);

  const stranger = await ApiClient.signIn(t.baseUrl, 'individual');
  expect((await stranger.get('/auth/pending-sign-ins')).body).toEqual([]);
  expect((await stranger.post(`/auth/pending-sign-ins/${challengeId}/approve`)).status).toBe(404);

  expect((await device.post(`/auth/pending-sign-ins/${challengeId}/approve`)).status).toBe(204);
  const approved = await state(challengeId);
  expect(approved).toMatchObject({ state: 'approved', token: expect.any(String), refreshToken: expect.any(String), account: { tin: a.login } });
  expect((await new ApiClient(t.baseUrl, approved.token as string).get('/oauth/account')).body).toMatchObject({ tin: a.login });
  expect(await state(challengeId)).toEqual({ state: 'expired' });
  expect((await device.get('/auth/pending-sign-ins')).body).toEqual([]);
});

it('a refused sign-in gives no session, and its SMS code no longer works', async () => {
  const seen = await smsIds(t.baseUrl, a.phone);
  const challengeId = await browserSignsIn();
  const code = await smsCode(t.baseUrl, a.phone, seen);
  expect((await device.post(`/auth/pending-sign-ins/${challengeId}/refuse`)).status).toBe(204);
  expect(await state(challengeId)).toEqual({ state: 'refused' });
  const confirm = await fetch(`${t.baseUrl}/auth/login/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ challengeId, code }) });
  expect(confirm.status).toBe(400);
  expect((await device.post(`/auth/pending-sign-ins/${challengeId}/approve`)).status).toBe(404);
});

it('an unknown challenge is simply expired; a malformed one is named', async () => {
  expect(await state('00000000-0000-4000-8000-000000000000')).toEqual({ state: 'expired' });
  expect((await fetch(`${t.baseUrl}/auth/login/nope/state`)).status).toBe(400);
});
