import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { officeRent } from './support/office-rent.js';
import { ApiClient, demo, type DemoRole, devSms, smsCode, smsIds, startApp, type TestApp } from './support/test-app.js';

// Spec §5 and the security test's item 5: a party's phone is where sign-in codes go, so a bearer token
// alone must not move the account to another number. The password comes with the request, a code goes to
// the new number and one to the number it replaces, both must come back, and the old number is told.
// (The limits on these codes: sms-pumping.test.ts.) The app believes X-Forwarded-For from loopback, so
// each test can come from an address of its own.
let t: TestApp;

beforeAll(async () => {
  t = await startApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => t.close());

/** One party signed in, its requests coming from `address`. */
async function party(role: DemoRole, address: string) {
  const client = await ApiClient.signIn(t.baseUrl, role, { 'x-forwarded-for': address });
  const from = { 'x-forwarded-for': address };
  return {
    client,
    ask: (phone: string, password = demo(role).password) =>
      client.request('POST', '/account/phone', { phone, password }, from),
    confirm: (body: Record<string, string>) => client.request('POST', '/account/phone/confirm', body, from),
  };
}
const account = async (client: ApiClient) =>
  (await client.get('/oauth/account')).body as { userId: string; phone: string; phoneConfirmed: boolean };

describe('a new number needs the password, a code to it and a code to the number it replaces', () => {
  const newPhone = '998907777777';

  it('the bearer token alone moves nothing: no password, or a wrong one, is refused and no code is sent', async () => {
    const legal = await party('legal', '198.51.100.1');
    const seen = await smsIds(t.baseUrl, newPhone);
    const bare = await legal.client.request(
      'POST',
      '/account/phone',
      { phone: newPhone },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect([bare.status, bare.body.errors]).toEqual([400, { password: 'errors.required' }]);
    const guessed = await legal.ask(newPhone, 'a-guess');
    expect([guessed.status, guessed.body]).toEqual([
      403,
      {
        statusCode: 403,
        code: 'WRONG_PASSWORD',
        message: 'errors.wrongPassword',
        errors: { password: 'errors.wrongPassword' },
      },
    ]);
    expect(await account(legal.client)).toMatchObject({ phone: demo('legal').phone, phoneConfirmed: true });
    expect((await devSms(t.baseUrl, newPhone)).filter((m) => !seen.has(m.id))).toEqual([]);
  });

  it('with the password: nothing changes until both codes come back; the new number’s code alone is refused; then the old number is told', async () => {
    const legal = await party('legal', '198.51.100.1');
    const old = demo('legal').phone;
    const [seenNew, seenOld] = [await smsIds(t.baseUrl, newPhone), await smsIds(t.baseUrl, old)];
    const asked = await legal.ask(newPhone);
    expect(asked.body).toEqual({
      challengeId: expect.any(String),
      phone: '99890*****77',
      oldPhone: '99890*****02',
      expiresAt: expect.any(String),
    });
    const [code, oldCode] = [await smsCode(t.baseUrl, newPhone, seenNew), await smsCode(t.baseUrl, old, seenOld)];
    expect((await devSms(t.baseUrl, old))[0]!.text).toContain('99890*****77 ga almashtirish soʻraldi');
    // Sign-in codes still go to the old number meanwhile.
    expect(await account(legal.client)).toMatchObject({ phone: old, phoneConfirmed: true });

    const { challengeId } = asked.body as { challengeId: string };
    expect((await legal.confirm({ challengeId, code })).body).toMatchObject({ code: 'CODE_WRONG' });
    expect(
      (await legal.confirm({ challengeId, code, oldCode: code === oldCode ? '000000' : code })).body,
    ).toMatchObject({ code: 'CODE_WRONG' });
    // Another account that learnt both codes finds no such challenge.
    const stranger = await party('lessor', '198.51.100.2');
    expect((await stranger.confirm({ challengeId, code, oldCode })).body).toMatchObject({ code: 'CODE_WRONG' });

    const seenNotice = await smsIds(t.baseUrl, old);
    const confirmed = await legal.confirm({ challengeId, code, oldCode });
    expect([confirmed.status, confirmed.body.phone, confirmed.body.phoneConfirmed]).toEqual([200, newPhone, true]);
    let notice: string | undefined;
    for (let i = 0; i < 50 && !notice; i++) {
      notice = (await devSms(t.baseUrl, old)).find((m) => !seenNotice.has(m.id))?.text;
      if (!notice) await new Promise((r) => setTimeout(r, 100));
    }
    expect(notice).toContain('hisobingiz telefon raqami 99890*****77 ga almashtirildi');

    // Back to the demo number: now the codes go to 7777777 as the old number.
    const [backNew, backOld] = [await smsIds(t.baseUrl, old), await smsIds(t.baseUrl, newPhone)];
    const back = await legal.ask(old);
    expect(back.body).toMatchObject({ phone: '99890*****02', oldPhone: '99890*****77' });
    const restored = await legal.confirm({
      challengeId: back.body.challengeId,
      code: await smsCode(t.baseUrl, old, backNew),
      oldCode: await smsCode(t.baseUrl, newPhone, backOld),
    });
    expect(restored.body).toMatchObject({ phone: old, phoneConfirmed: true });
  });

  it('a number not yet confirmed (as the registry gives it): contract steps wait; its own code confirms it, no second code', async () => {
    const lessor = await ApiClient.signIn(t.baseUrl, 'lessor');
    const created = await lessor.post('/contracts', officeRent('PH-1', { area: 20 }));
    expect(created.status).toBe(201);
    const db = t.app.get(DataSource);
    await db.query('UPDATE users SET phone_confirmed_at = NULL WHERE login = $1', [demo('individual').login]);
    const person = await party('individual', '198.51.100.3');
    person.client.readAfter(created.body.position);
    const refused = await person.client.post(`/contracts/${created.body.id}/confirm`, {});
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      400,
      'PHONE_NOT_CONFIRMED',
      'errors.phoneNotConfirmed',
    ]);

    const phone = demo('individual').phone;
    const seen = await smsIds(t.baseUrl, phone);
    const asked = await person.ask(phone);
    expect(asked.body).toMatchObject({ phone: '99890*****03', oldPhone: null });
    const confirmed = await person.confirm({
      challengeId: asked.body.challengeId,
      code: await smsCode(t.baseUrl, phone, seen),
    });
    expect(confirmed.body).toMatchObject({ phone, phoneConfirmed: true });
    expect((await person.client.post(`/contracts/${created.body.id}/confirm`, {})).status).toBe(200);
  });

  it('a sign-in code does not confirm a phone; a bad number is named', async () => {
    const lessor = await party('lessor', '198.51.100.4');
    const browser = new ApiClient(t.baseUrl);
    const seen = await smsIds(t.baseUrl, demo('operator').phone);
    const started = await browser.post('/auth/login', {
      type: demo('operator').loginType,
      login: demo('operator').login,
      password: demo('operator').password,
    });
    const code = await smsCode(t.baseUrl, demo('operator').phone, seen);
    expect((await lessor.confirm({ challengeId: started.body.challengeId, code })).body).toMatchObject({
      code: 'CODE_WRONG',
    });
    expect((await lessor.ask('+998 90 123')).body.errors).toEqual({ phone: 'errors.phoneInvalid' });
  });
});
