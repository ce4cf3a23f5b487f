import type { Request } from 'express';
import type { Origin } from './one-time-codes.js';

/** Where a request comes from: the address (Express resolves it behind the trusted proxy, see app.ts) and the browser. */
export const originOf = (req: Request): Origin => ({
  address: req.ip ?? 'unknown',
  userAgent: req.headers['user-agent'] ?? '',
});
