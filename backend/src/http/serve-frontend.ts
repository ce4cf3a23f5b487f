import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { preferredCodings } from './accept-encoding.js';

/** The compressed copies the build writes beside each file that shrinks (frontend/vite-precompress.ts). */
const SUFFIXES: Record<string, string> = { br: '.br', gzip: '.gz' };

/**
 * Vite names every file it writes under assets/ after a hash of its content, so a changed file has a new
 * address and a browser may keep one for a year without asking again. Anything else (index.html) keeps
 * its name across builds: the browser asks each time whether it changed (a 304 if not).
 */
const HASHED = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/** The built file a URL path names, if there is one: never outside the build, never a dot-file (.vite/manifest.json). */
async function builtFile(dir: string, urlPath: string): Promise<string | undefined> {
  let segments: string[];
  try {
    segments = decodeURIComponent(urlPath).split('/').filter(Boolean);
  } catch {
    return undefined;
  }
  if (segments.length === 0 || segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0')))
    return undefined;
  const file = join(dir, ...segments);
  return (await isFile(file)) ? file : undefined;
}

/**
 * Sends a built file in the best coding the browser accepts and the build holds: Content-Encoding names
 * it, Content-Length and the ETag are the compressed copy's own, Content-Type stays the original's, and
 * Vary tells caches that the answer depends on Accept-Encoding.
 */
async function sendBuilt(
  req: Request,
  res: Response,
  next: NextFunction,
  file: string,
  cacheControl: string,
): Promise<void> {
  let sent = file;
  for (const coding of preferredCodings(req.headers['accept-encoding'], Object.keys(SUFFIXES))) {
    if (await isFile(file + SUFFIXES[coding])) {
      sent = file + SUFFIXES[coding];
      res.setHeader('Content-Encoding', coding);
      break;
    }
  }
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.type(extname(file));
  // Ranges of a compressed copy would be ranges of its bytes, which no browser asks for here.
  res.sendFile(sent, { cacheControl: false, acceptRanges: false, dotfiles: 'allow' }, (error) => {
    if (error && !res.headersSent) next(error);
  });
}

/**
 * The built frontend from the same origin as the API, compressed at build time. Paths that are not files
 * get index.html, so the browser's router shows the page (or its not-found page) for every deep link; a
 * missing file under assets/ (a chunk of an earlier build) is a 404, never index.html in a script's place.
 * Source maps (which give away the whole source) are served only in development, even when the build
 * holds them (frontend/vite.config.ts makes them only in development mode).
 */
export function serveFrontend(
  app: NestExpressApplication,
  dir: string,
  log: Logger,
  options: { sourceMaps: boolean },
): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    log.warn({ dir }, 'frontend not built: serving the API only');
    return;
  }
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    if (!options.sourceMaps && req.path.endsWith('.map')) return void res.status(404).end();
    void builtFile(dir, req.path).then((file) => {
      if (file) return sendBuilt(req, res, next, file, req.path.startsWith(HASHED) ? IMMUTABLE : REVALIDATE);
      if (req.path.startsWith(HASHED)) return void res.status(404).end();
      return sendBuilt(req, res, next, index, REVALIDATE);
    }, next);
  });
}
