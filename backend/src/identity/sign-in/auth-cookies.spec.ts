import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { bindBrowser, BROWSER_COOKIE, browserOf, cookieOf, secretHash } from './auth-cookies.js';

const request = (cookie: string | undefined, secure = false) =>
  ({ headers: cookie === undefined ? {} : { cookie }, secure }) as unknown as Request;

/** A response that records the cookies set on it. */
function response() {
  const set: { name: string; value: string; options: Record<string, unknown> }[] = [];
  const res = {
    cookie: (name: string, value: string, options: Record<string, unknown>) => set.push({ name, value, options }),
  } as unknown as Response;
  return { res, set };
}

const secret = 'A'.repeat(22) + '-_' + 'b'.repeat(19);

describe('reading a cookie', () => {
  it('finds one among several, by its whole name', () => {
    const req = request(`rent_browserx=no; ${BROWSER_COOKIE}=${secret};lang=ru`);
    expect(cookieOf(req, BROWSER_COOKIE)).toBe(secret);
    expect(cookieOf(req, 'lang')).toBe('ru');
    expect(cookieOf(req, 'rent')).toBeUndefined();
    expect(cookieOf(request(undefined), BROWSER_COOKIE)).toBeUndefined();
  });
});

describe('binding a sign-in to the browser', () => {
  it('keeps the secret a browser already holds (two tabs signing in at once), and answers its hash, never the secret', () => {
    const { res, set } = response();
    expect(bindBrowser(request(`${BROWSER_COOKIE}=${secret}`), res)).toBe(secretHash(secret));
    expect(set).toEqual([]);
    expect(browserOf(request(`${BROWSER_COOKIE}=${secret}`))).toBe(secretHash(secret));
  });

  it('gives a browser without one (or with anything but a secret the portal makes) a new random secret, HttpOnly, SameSite=Strict, on /api/auth', () => {
    for (const cookie of [undefined, `${BROWSER_COOKIE}=short`, `${BROWSER_COOKIE}=${'!'.repeat(43)}`]) {
      const { res, set } = response();
      const hash = bindBrowser(request(cookie, true), res);
      expect(set).toEqual([
        {
          name: BROWSER_COOKIE,
          value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          options: { httpOnly: true, sameSite: 'strict', secure: true, path: '/api/auth' },
        },
      ]);
      expect(hash).toBe(secretHash(set[0]!.value));
      expect(browserOf(request(cookie))).toBeNull();
    }
    const [first, second] = [response(), response()];
    bindBrowser(request(undefined), first.res);
    bindBrowser(request(undefined), second.res);
    expect(first.set[0]!.value).not.toBe(second.set[0]!.value);
  });
});
