import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import type { SessionAnswer } from '@rent/domain';
import type { SignedIn } from './auth.service.js';

/**
 * The two cookies of signing in. Both are HttpOnly (no script on the page can read them, so a script
 * injected into a page cannot carry them off), SameSite=Strict (no other site's page makes the browser
 * send them) and Secure when the answer goes out over TLS (directly, or through a proxy TRUST_PROXY
 * names). Both last as long as the browser runs: a portal left on an office computer is closed with it.
 *
 * - The refresh token goes only to `/api/auth/refresh`: the session's lasting credential never reaches
 *   script and is sent with no other request.
 * - The browser's sign-in secret goes only to `/api/auth`: a sign-in started here (a password challenge,
 *   a OneID request) keeps the secret's hash, and only the browser holding the secret may finish it or
 *   pick up the session approved on another device.
 */
export const REFRESH_COOKIE = 'rent_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth/refresh';
export const BROWSER_COOKIE = 'rent_browser';
export const BROWSER_COOKIE_PATH = '/api/auth';

/** 32 random bytes in base64url: the only shape of a secret the portal made. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const options = (req: Request, path: string): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: req.secure,
  path,
});

/** A cookie the request carries (no parser middleware: these two are all the API reads). */
export function cookieOf(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** What a started sign-in keeps of the browser's secret: its SHA-256, never the secret. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/**
 * Binds a sign-in that starts now to this browser: the secret it holds already (two tabs signing in at
 * once keep one secret, so neither spoils the other), or a new one set now. Answers the hash to keep.
 */
export function bindBrowser(req: Request, res: Response): string {
  let secret = cookieOf(req, BROWSER_COOKIE);
  if (!secret || !SECRET.test(secret)) {
    secret = randomBytes(32).toString('base64url');
    res.cookie(BROWSER_COOKIE, secret, options(req, BROWSER_COOKIE_PATH));
  }
  return secretHash(secret);
}

/** The hash of the sign-in secret this browser holds; null when it holds none (another browser, a script). */
export function browserOf(req: Request): string | null {
  const secret = cookieOf(req, BROWSER_COOKIE);
  return secret && SECRET.test(secret) ? secretHash(secret) : null;
}

export const refreshTokenOf = (req: Request): string | undefined => cookieOf(req, REFRESH_COOKIE);

export function setRefreshCookie(req: Request, res: Response, refreshToken: string): void {
  res.cookie(REFRESH_COOKIE, refreshToken, options(req, REFRESH_COOKIE_PATH));
}

export function clearRefreshCookie(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, options(req, REFRESH_COOKIE_PATH));
}

/** A new session as a browser receives it: the access token and the account in the answer, the refresh token in its cookie. */
export function handOver(req: Request, res: Response, signedIn: SignedIn): SessionAnswer {
  setRefreshCookie(req, res, signedIn.refreshToken);
  return { token: signedIn.token, account: signedIn.account };
}
