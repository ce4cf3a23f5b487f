import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * The built frontend from the same origin as the API. Paths that are not files get index.html, so the
 * browser's router shows the page (or its not-found page) for every deep link.
 */
export function serveFrontend(app: NestExpressApplication, dir: string, log: Logger): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    log.warn({ dir }, 'frontend not built: serving the API only');
    return;
  }
  app.useStaticAssets(dir, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/api' || req.path.startsWith('/api/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/** Headers a government site sends on every answer. */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
}
