import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ApiClient, demo, type DemoRole, smsCode, smsIds, startApp, TestClock, type TestApp } from './support/test-app.js';

// Issue 5: sign-in by password and a code sent by SMS (the development gateway's outbox stands for the
// phone); codes single-use, short-lived, five tries, a new one voiding the old; a brute-force run locks
// the account; requests limited per account, phone and address.
let t: TestApp;
const clock = new TestClock();
const anonymous = () => new ApiClient(t.baseUrl);

beforeAll(async () => {
  t = await startApp({}, clock);
});
afterAll(() => t.close());

const password = (role: DemoRole) => ({ type: demo(role).loginType, login: demo(role).login, password: demo(role).password });

/** The first step; answers the challenge and the code the SMS brought. */
async function challenge(role: DemoRole) {
  const seen = await smsIds(t.baseUrl, demo(role).phone);
  const res = await anonymous().post('/auth/login', password(role));
  expect(res.status).toBe(200);
  return { challengeId: res.body.challengeId as string, code: await smsCode(t.baseUrl, demo(role).phone, seen), body: res.body };
}

describe('password, then the SMS code', () => {
  it('the password alone gives no token; the code sent to the account’s phone does', async () => {
    const { challengeId, code, body } = await challenge('individual');
    expect(body).toEqual({ challengeId, phone: '99890*****03', expiresAt: expect.any(String) });
    expect(body).not.toHaveProperty('token');
    const res = await anonymous().post('/auth/login/confirm', { challengeId, code });
    expect(res.status).toBe(200);
    const account = await new ApiClient(t.baseUrl, res.body.token).get('/oauth/account');
    expect(account.body).toMatchObject({ pinfl: demo('individual').login, phone: '998901234503', phoneConfirmed: true });
  });

  it('a wrong code is refused ("code is confirmed or wrong, get the code again"); the right one still works; then never again', async () => {
    const { challengeId, code } = await challenge('lessor');
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await anonymous().post('/auth/login/confirm', { challengeId, code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'CODE_WRONG', message: 'errors.codeWrongOrUsed', errors: { code: 'errors.codeWrongOrUsed' } });
    expect((await anonymous().post('/auth/login/confirm', { challengeId, code })).status).toBe(200);
    expect((await anonymous().post('/auth/login/confirm', { challengeId, code })).body).toMatchObject({ code: 'CODE_WRONG' });
  });

  it('five wrong tries spend the code: the right one comes too late', async () => {
    const { challengeId, code } = await challenge('student');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await anonymous().post('/auth/login/confirm', { challengeId, code: wrong })).status).toBe(400);
    expect((await anonymous().post('/auth/login/confirm', { challengeId, code })).body).toMatchObject({ code: 'CODE_WRONG' });
  });

  it('a new code voids the old one', async () => {
    const first = await challenge('operator');
    const seen = await smsIds(t.baseUrl, demo('operator').phone);
    const again = await anonymous().post('/auth/login/resend', { challengeId: first.challengeId });
    expect(again.status).toBe(200);
    const code = await smsCode(t.baseUrl, demo('operator').phone, seen);
    expect((await anonymous().post('/auth/login/confirm', { challengeId: first.challengeId, code: first.code })).status).toBe(400);
    expect((await anonymous().post('/auth/login/confirm', { challengeId: again.body.challengeId, code })).status).toBe(200);
  });

  it('a code holds five minutes', async () => {
    const { challengeId, code } = await challenge('legal');
    clock.set(new Date(Date.now() + 5 * 60_000 + 1000).toISOString());
    try {
      expect((await anonymous().post('/auth/login/confirm', { challengeId, code })).body).toMatchObject({ code: 'CODE_WRONG' });
    } finally {
      clock.set(new Date().toISOString());
    }
  });

  it('a code that is not six digits is named as such', async () => {
    const res = await anonymous().post('/auth/login/confirm', { challengeId: '00000000-0000-4000-8000-000000000000', code: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ code: 'errors.codeFormat' });
  });
});

describe('sessions: short-lived access tokens, refresh tokens that work once, logout on the server', () => {
  async function session(role: DemoRole) {
    const { challengeId, code } = await challenge(role);
    const res = await anonymous().post('/auth/login/confirm', { challengeId, code });
    expect(res.body).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
    return res.body as { token: string; refreshToken: string };
  }
  const account = (token: string) => new ApiClient(t.baseUrl, token).get('/oauth/account');
  const refresh = (refreshToken: string) => anonymous().post('/auth/refresh', { refreshToken });

  it('logout ends the session at once: its access token and its refresh token are refused', async () => {
    const { token, refreshToken } = await session('legal');
    expect((await account(token)).status).toBe(200);
    expect((await new ApiClient(t.baseUrl, token).post('/auth/logout')).status).toBe(204);
    expect((await account(token)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('a refresh token renews the access token once; used again (a copy), it ends the session for everyone', async () => {
    const first = await session('lessor');
    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refreshToken).not.toBe(first.refreshToken);
    expect((await account(renewed.body.token)).body).toMatchObject({ tin: '301234567' });

    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await account(renewed.body.token)).status).toBe(401);
    expect((await refresh(renewed.body.refreshToken)).status).toBe(401);
  });

  it('a token signed with the portal’s key but naming no live session is refused', async () => {
    const { JwtService } = await import('@nestjs/jwt');
    const made = await t.app.get(JwtService).signAsync({ sub: 'x', pid: '301234567', name: 'x', roles: [], sid: '00000000-0000-4000-8000-000000000000' });
    expect((await account(made)).status).toBe(401);
  });
});

describe('the phone: unconfirmed until its code comes back; binding steps wait for it', () => {
  const newPhone = '998907777777';

  it('a new number is unconfirmed; confirming a contract waits for it ("phone number not confirmed"); its code confirms it', async () => {
    const lessor = await ApiClient.signIn(t.baseUrl, 'lessor');
    const created = await lessor.post('/contracts', {
      kind: 'OTHER_RENT', contractNumber: 'PH-1', contractDate: '2026-11-20', lesseeId: demo('legal').login, cadastralNumber: '10:09:03:01:02:0017',
      area: 20, monthlyPayment: 900_000, beginDate: '2026-12-01', endDate: '2027-11-30',
    });
    expect(created.status).toBe(201);
    const legal = (await ApiClient.signIn(t.baseUrl, 'legal')).readAfter(created.body.position);

    const seen = await smsIds(t.baseUrl, newPhone);
    const asked = await legal.post('/account/phone', { phone: newPhone });
    expect(asked.body).toEqual({ challengeId: expect.any(String), phone: '99890*****77', expiresAt: expect.any(String) });
    expect((await legal.get('/oauth/account')).body).toMatchObject({ phone: newPhone, phoneConfirmed: false });
    const refused = await legal.post(`/contracts/${created.body.id}/confirm`, {});
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'PHONE_NOT_CONFIRMED', message: 'errors.phoneNotConfirmed' });

    const code = await smsCode(t.baseUrl, newPhone, seen);
    const wrong = await legal.post('/account/phone/confirm', { challengeId: asked.body.challengeId, code: code === '000000' ? '000001' : '000000' });
    expect(wrong.body).toMatchObject({ code: 'CODE_WRONG' });
    const confirmed = await legal.post('/account/phone/confirm', { challengeId: asked.body.challengeId, code });
    expect(confirmed.body).toMatchObject({ phone: newPhone, phoneConfirmed: true });
    expect((await legal.post(`/contracts/${created.body.id}/confirm`, {})).status).toBe(200);
  });

  it('a sign-in code does not confirm a phone; a bad number is named', async () => {
    const legal = await ApiClient.signIn(t.baseUrl, 'lessor');
    const { challengeId, code } = await challenge('operator');
    expect((await legal.post('/account/phone/confirm', { challengeId, code })).body).toMatchObject({ code: 'CODE_WRONG' });
    expect((await legal.post('/account/phone', { phone: '+998 90 123' })).body.errors).toEqual({ phone: 'errors.phoneInvalid' });
  });

  it('an account without a phone cannot get a sign-in code: "phone data required"', async () => {
    const db = t.app.get(DataSource);
    await db.query('UPDATE users SET phone = NULL WHERE login = $1', [demo('student').login]);
    try {
      const res = await anonymous().post('/auth/login', password('student'));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'PHONE_REQUIRED', message: 'errors.phoneRequired' });
    } finally {
      await db.query('UPDATE users SET phone = $2 WHERE login = $1', [demo('student').login, demo('student').phone]);
    }
  });
});

// Last in the file: these use up the limits of the demo accounts, their phones and this address.
describe('brute force and floods', () => {
  it('five wrong passwords lock the account for fifteen minutes, the right one included; then it opens again', async () => {
    const wrong = { ...password('yatt'), password: 'guess' };
    for (let i = 0; i < 4; i++) expect((await anonymous().post('/auth/login', wrong)).body).toMatchObject({ code: 'WRONG_PASSWORD' });
    const fifth = await anonymous().post('/auth/login', wrong);
    expect(fifth.status).toBe(403);
    expect(fifth.body).toMatchObject({ code: 'ACCOUNT_LOCKED', message: 'errors.accountLocked', params: { minutes: 15 } });
    expect((await anonymous().post('/auth/login', password('yatt'))).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    clock.set(new Date(Date.now() + 16 * 60_000).toISOString());
    try {
      expect((await anonymous().post('/auth/login', password('yatt'))).status).toBe(200);
    } finally {
      clock.set(new Date().toISOString());
    }
  });

  it('codes to one phone are limited: the sixth request in ten minutes waits', async () => {
    // The individual's phone had one code in the first test of this file.
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await anonymous().post('/auth/login', password('individual'))).status);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    const res = await anonymous().post('/auth/login', password('individual'));
    expect(res.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'errors.tooManyAttempts', params: { minutes: 10 } });
  });

  it('one account is tried at most ten times in ten minutes, whatever the password', async () => {
    const wrong = { type: 'YUR', login: '399999999', password: 'guess' };
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await anonymous().post('/auth/login', wrong)).status);
    expect(answers).toEqual([...Array(10).fill(401), 429]);
  });

  it('one address is limited too: a script walking through many accounts is stopped within a hundred tries', async () => {
    let stopped: { status: number; body: any } | undefined;
    for (let i = 0; i <= 100 && !stopped; i++) {
      const res = await anonymous().post('/auth/login', { type: 'YUR', login: `4${String(i).padStart(8, '0')}`, password: 'guess' });
      if (res.status !== 401) stopped = res;
    }
    expect(stopped).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
  }, 120_000); // each try checks a password hash on purpose (an unknown account takes as long as a known one)
});
