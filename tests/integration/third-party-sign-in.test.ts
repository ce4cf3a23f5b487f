import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DevOidcProvider } from '@rent/backend';
import { ApiClient, demo, startApp, type TestApp } from './support/test-app.js';

// Issue 5: sign-in through an outside identity provider (OpenID Connect authorization code with PKCE),
// against the small local provider, walked through as the browser does: out to the provider, a person
// chosen there, back to the portal's page with a code.
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
  t = await startApp({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'rent-portal', OIDC_CLIENT_SECRET: 'provider-secret', OIDC_REDIRECT_URI: REDIRECT });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Out to the provider, the person chosen on its page, and the address it sends the browser back to. */
async function throughProvider(sub: string): Promise<URL> {
  const start = await fetch(`${t.baseUrl}/auth/third-party/start`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const page = await fetch(authorize);
  expect(await page.text()).toContain('OneID (development)');
  const form = new URLSearchParams({ sub });
  for (const name of ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge']) form.set(name, authorize.searchParams.get(name) ?? '');
  const approved = await fetch(`${provider.issuer}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(approved.status).toBe(302);
  return new URL(approved.headers.get('location')!);
}

const finish = (back: URL) => new ApiClient(t.baseUrl).post('/auth/third-party/finish', { query: back.search });

describe('sign-in through the outside identity provider', () => {
  it('is offered, and a person the provider names by PINFL or TIN gets a session of their portal account', async () => {
    expect((await new ApiClient(t.baseUrl).get('/auth/third-party')).body).toEqual({ enabled: true });
    const person = await finish(await throughProvider('person-1'));
    expect(person.status).toBe(200);
    expect((await new ApiClient(t.baseUrl, person.body.token).get('/oauth/account')).body).toMatchObject({ pinfl: demo('individual').login });
    const company = await finish(await throughProvider('company-1'));
    expect(company.body.account).toMatchObject({ tin: demo('lessor').login, roles: ['LEGAL'] });
  });

  it('the way back works once: the same answer again, a forged code or a state the portal never gave are refused', async () => {
    const back = await throughProvider('person-1');
    expect((await finish(back)).status).toBe(200);
    expect((await finish(back)).body).toMatchObject({ code: 'THIRD_PARTY_REFUSED', message: 'errors.loginProblem' });

    const forged = await throughProvider('person-1');
    forged.searchParams.set('code', 'not-the-code');
    expect((await finish(forged)).status).toBe(401);

    const stray = await throughProvider('person-1');
    stray.searchParams.set('state', 'a-state-never-given');
    expect((await finish(stray)).status).toBe(401);
  });

  it('a person with no portal account is told so', async () => {
    const res = await finish(await throughProvider('stranger'));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'NO_ACCOUNT', message: 'errors.thirdPartyNoAccount' });
  });
});
