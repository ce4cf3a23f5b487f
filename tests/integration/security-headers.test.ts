import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aLegalEntity } from './fixtures/parties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// Issues 8 and 14 (security), as the outside test found them: no Content-Security-Policy, no HSTS, personal
// API answers cacheable, source maps served to anyone, and `trust proxy` fixed in the code (so any local
// client could name its own address in X-Forwarded-For and its own protocol in X-Forwarded-Proto).
const staticDir = mkdtempSync(join(tmpdir(), 'rp-static-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
writeFileSync(join(staticDir, 'assets', 'index.js'), 'console.log(1);\n//# sourceMappingURL=index.js.map\n');
writeFileSync(
  join(staticDir, 'assets', 'index.js.map'),
  '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["the whole source"]}',
);

/** A production-like run (test mode, no proxy named) and a development run behind a proxy on this host. */
let plain: TestApp;
let proxied: TestApp;
const origin = (app: TestApp) => app.baseUrl.replace(/\/api$/, '');

beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    startApp({ STATIC_DIR: staticDir }),
    startApp({ STATIC_DIR: staticDir, NODE_ENV: 'development', TRUST_PROXY: 'loopback' }),
  ]);
});
afterAll(() => Promise.all([plain.close(), proxied.close()]));

describe('a page', () => {
  it('runs only the portal’s own scripts and cannot be framed', async () => {
    const res = await fetch(`${origin(plain)}/estate-list`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // The E-IMZO helper on the user's own computer is the one other place a page may connect to.
    expect(directives['connect-src']).toBe("'self' ws://127.0.0.1:64646 wss://127.0.0.1:64443");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('source maps are not served outside development, though the build holds them', async () => {
    expect((await fetch(`${origin(plain)}/assets/index.js`)).status).toBe(200);
    const map = await fetch(`${origin(plain)}/assets/index.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('the whole source');
    expect((await fetch(`${origin(proxied)}/assets/index.js.map`)).status).toBe(200);
  });
});

describe('an API answer', () => {
  it('is personal: no cache keeps it, and as a page it could load nothing', async () => {
    const lessor = await ApiClient.signIn(plain.baseUrl, await aLegalEntity(plain));
    for (const path of ['/oauth/account', '/contracts', '/catalog-general/my-properties']) {
      const res = await lessor.get(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    }
    // An error and a sign-in answer (the tokens) too.
    expect((await new ApiClient(plain.baseUrl).get('/oauth/account')).headers.get('cache-control')).toBe('no-store');
  });

  it('a public document keeps the caching its route sets', async () => {
    const res = await fetch(`${plain.baseUrl}/documents/samples/OTHER_RENT?lang=ru`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('TLS and the proxy in front', () => {
  it('over plain HTTP there is no HSTS, and a client saying X-Forwarded-Proto: https is not believed', async () => {
    expect((await fetch(`${plain.baseUrl}/health`)).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await fetch(`${plain.baseUrl}/health`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
  });

  it('behind a proxy TRUST_PROXY names, an answer that went out over TLS carries HSTS', async () => {
    const res = await fetch(`${proxied.baseUrl}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${proxied.baseUrl}/health`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('with no proxy named, a client cannot pick the address its sign-in is counted and shown under', async () => {
    const a = await aLegalEntity(plain);
    const lessor = await ApiClient.signIn(plain.baseUrl, a);
    await fetch(`${plain.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
      body: JSON.stringify({ type: a.loginType, login: a.login, password: a.password }),
    });
    const pending = (await lessor.get('/auth/pending-sign-ins')).body as { address: string }[];
    expect(pending.map((p) => p.address)).not.toContain('203.0.113.66');
    expect(pending.length).toBeGreaterThan(0);
  });
});
