import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * The built frontend from the same origin as the API. Paths that are not files get index.html, so the
 * browser's router shows the page (or its not-found page) for every deep link. Source maps (which give
 * away the whole source) are served only in development, even when the build holds them
 * (frontend/vite.config.ts makes them only in development mode).
 */
export function serveFrontend(app: NestExpressApplication, dir: string, log: Logger, options: { sourceMaps: boolean }): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    log.warn({ dir }, 'frontend not built: serving the API only');
    return;
  }
  if (!options.sourceMaps) {
    app.use((req: Request, res: Response, next: NextFunction) => (req.path.endsWith('.map') ? res.status(404).end() : next()));
  }
  app.useStaticAssets(dir, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/api' || req.path.startsWith('/api/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
