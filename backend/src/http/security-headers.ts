import type { NextFunction, Request, Response } from 'express';

/**
 * Where the pages' WebSocket to the local E-IMZO helper goes (frontend/src/signing/eimzo-client.ts):
 * plain pages on ws://…:64646, secure ones on wss://…:64443. Nothing else leaves the portal's origin.
 */
const EIMZO_HELPER = ['ws://127.0.0.1:64646', 'wss://127.0.0.1:64443'];

/**
 * The pages' policy: scripts only from the portal's own files (no inline script, no eval), nothing may
 * frame a page. Styles allow inline because MUI (emotion) writes its styles into <style> elements at run
 * time; images and fonts may be data: (MUI's icons, the saved files' blob: links); the help video and its
 * captions are https addresses an operator enters (help.controller.ts refuses any other).
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' ${EIMZO_HELPER.join(' ')}`,
  "media-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** An API answer is data, never a page: should a browser show one, nothing in it may load or run. */
const API_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A year; a browser that once reached the portal over TLS refuses plain HTTP to it for that long. */
const HSTS = 'max-age=31536000; includeSubDomains';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Headers a government site sends on every answer. HSTS only on an answer that went out over TLS (directly,
 * or through a proxy TRUST_PROXY names, which says so in X-Forwarded-Proto): a plain-HTTP answer may not set
 * it. API answers are personal (contracts, names, tokens), so no cache keeps them unless a route says
 * otherwise (the public documents do).
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  const api = isApi(req.path);
  res.setHeader('Content-Security-Policy', api ? API_POLICY : PAGE_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  if (api) res.setHeader('Cache-Control', 'no-store');
  next();
}
