import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DevOidcProvider } from '@rent/backend';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// Issue 5: sign-in through an outside identity provider (OpenID Connect authorization code with PKCE),
// against the small local provider, walked through as the browser does: out to the provider, a person
// chosen there, back to the portal's page with a code. The security test's item 4: the way back is bound
// to the browser that went out (RFC 9700 §4.7), so a way back an attacker made cannot sign a victim in.
const REDIRECT = 'http://portal.test/auth-with-third-part';
let provider: DevOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await DevOidcProvider.start({
    port: 0,
    clientId: 'rent-portal',
    clientSecret: 'provider-secret',
    redirectUris: [REDIRECT],
    people: [
      { sub: 'person-1', name: 'Aliyev Vali', pinfl: demo('individual').login },
      { sub: 'company-1', name: 'Toshkent Savdo Markazi', tin: demo('lessor').login },
      { sub: 'stranger', name: 'Portalda hisobi yoʻq', pinfl: '30101010010011' },
    ],
  });
  t = await startApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'rent-portal',
    OIDC_CLIENT_SECRET: 'provider-secret',
    OIDC_REDIRECT_URI: REDIRECT,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Out to the provider from `browser` (the portal sets its sign-in cookie there), the person chosen on its page, and the address it sends the browser back to. */
async function throughProvider(sub: string, browser: ApiClient): Promise<URL> {
  const url = `${t.baseUrl}/auth/third-party/start`;
  const cookie = browser.jar.header(url);
  const start = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  browser.jar.take(start);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const page = await fetch(authorize);
  expect(await page.text()).toContain('OneID (development)');
  const form = new URLSearchParams({ sub });
  for (const name of ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge'])
    form.set(name, authorize.searchParams.get(name) ?? '');
  const approved = await fetch(`${provider.issuer}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(approved.status).toBe(302);
  return new URL(approved.headers.get('location')!);
}

/** `/auth-with-third-part` in `browser` hands the way back to the portal. */
const finish = (back: URL, browser: ApiClient) => browser.post('/auth/third-party/finish', { query: back.search });
/** Out and back in one browser. */
async function signInThrough(sub: string) {
  const browser = new ApiClient(t.baseUrl);
  return { browser, res: await finish(await throughProvider(sub, browser), browser) };
}

describe('sign-in through the outside identity provider', () => {
  it('is offered, and a person the provider names by PINFL or TIN gets a session of their portal account', async () => {
    expect((await new ApiClient(t.baseUrl).get('/auth/third-party')).body).toEqual({ enabled: true });
    const person = await signInThrough('person-1');
    expect(person.res.status).toBe(200);
    expect(Object.keys(person.res.body).sort()).toEqual(['account', 'token']);
    expect(person.browser.jar.get('rent_refresh')).toBeDefined();
    expect((await new ApiClient(t.baseUrl, person.res.body.token).get('/oauth/account')).body).toMatchObject({
      pinfl: demo('individual').login,
    });
    const company = await signInThrough('company-1');
    expect(company.res.body.account).toMatchObject({ tin: demo('lessor').login, roles: ['LEGAL'] });
  });

  it('the way back works once: the same answer again, a forged code or a state the portal never gave are refused', async () => {
    const browser = new ApiClient(t.baseUrl);
    const back = await throughProvider('person-1', browser);
    expect((await finish(back, browser)).status).toBe(200);
    expect((await finish(back, browser)).body).toMatchObject({
      code: 'THIRD_PARTY_REFUSED',
      message: 'errors.loginProblem',
    });

    const forged = await throughProvider('person-1', browser);
    forged.searchParams.set('code', 'not-the-code');
    expect((await finish(forged, browser)).status).toBe(401);

    const stray = await throughProvider('person-1', browser);
    stray.searchParams.set('state', 'a-state-never-given');
    expect((await finish(stray, browser)).status).toBe(401);
  });

  it('a person with no portal account is told so', async () => {
    const { res } = await signInThrough('stranger');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'NO_ACCOUNT', message: 'errors.thirdPartyNoAccount' });
  });
});

describe('login CSRF: a way back made in another browser', () => {
  it('an attacker’s way back, opened in the victim’s browser, signs the victim in as no one; it stays the attacker’s', async () => {
    // The attacker goes out as themselves and keeps the address the provider sends back to, unopened.
    const attacker = new ApiClient(t.baseUrl);
    const back = await throughProvider('company-1', attacker);

    // The victim opens it as a link: in a browser that never went out, and in one that did (its own
    // request still open, so it holds a sign-in cookie, just not the one this state was bound to).
    const fresh = new ApiClient(t.baseUrl);
    const midway = new ApiClient(t.baseUrl);
    await throughProvider('person-1', midway);
    for (const victim of [fresh, midway]) {
      const res = await finish(back, victim);
      expect([res.status, res.body.code, res.body.token]).toEqual([401, 'THIRD_PARTY_REFUSED', undefined]);
      expect(victim.jar.get('rent_refresh')).toBeUndefined();
    }
    // Refusing the victim's browser did not spend the request: it was never the victim's to spend.
    const own = await finish(back, attacker);
    expect([own.status, own.body.account.tin]).toEqual([200, demo('lessor').login]);
  });

  it('a script replaying a way back without any cookie is refused too', async () => {
    const back = await throughProvider('person-1', new ApiClient(t.baseUrl));
    const res = await fetch(`${t.baseUrl}/auth/third-party/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: back.search }),
    });
    expect(res.status).toBe(401);
  });
});
