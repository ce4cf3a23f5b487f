import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startApp, type TestApp } from './support/test-app.js';

// Issue 16: the built frontend went out uncompressed (the 643 KB entry script as it was) and every file
// for an hour. The build writes a brotli and a gzip copy beside each file (frontend/vite-precompress.ts);
// here a build of that shape, served by the real application.
const staticDir = mkdtempSync(join(tmpdir(), 'rp-built-'));
mkdirSync(join(staticDir, 'assets'));
const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const page =
  '<!doctype html><html><head><script type="module" src="/assets/index-Bx7c1Q2a.js"></script></head><body><div id="root"></div></body></html>';
const built = { 'assets/index-Bx7c1Q2a.js': script, 'index.html': page };
for (const [path, text] of Object.entries(built)) {
  writeFileSync(join(staticDir, path), text);
  writeFileSync(join(staticDir, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(staticDir, `${path}.gz`), gzipSync(text));
}

let portal: TestApp;
beforeAll(async () => {
  portal = await startApp({ STATIC_DIR: staticDir });
});
afterAll(() => portal.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A GET as a browser sends it, the answer's bytes as they came over the wire (fetch would decode them),
 * the path exactly as written, `..` and all (a URL would resolve the dots before sending).
 */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(portal.baseUrl);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const CHROMIUM = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('a script of the build', () => {
  it('goes to a browser in brotli, which decodes to the script itself, with its type, its compressed length and the page policy', async () => {
    const res = await get('/assets/index-Bx7c1Q2a.js', CHROMIUM);
    expect([res.status, res.headers['content-encoding'], res.headers.vary]).toEqual([200, 'br', 'Accept-Encoding']);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('goes in gzip to a client that takes only gzip, and as it is to one that names no coding', async () => {
    const gzipped = await get('/assets/index-Bx7c1Q2a.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get('/assets/index-Bx7c1Q2a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('is kept by the browser for a year: its name changes with its content', async () => {
    expect((await get('/assets/index-Bx7c1Q2a.js', CHROMIUM)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('that this build does not hold (a chunk of an earlier build) is a 404, not the page in its place', async () => {
    const res = await get('/assets/index-0ld0ld00.js', CHROMIUM);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<html');
  });
});

describe('the page (index.html)', () => {
  it('answers every deep link compressed, and the browser asks each time whether it changed', async () => {
    const res = await get('/estate-list', CHROMIUM);
    expect([res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
      200,
      'br',
      'no-cache',
    ]);
    expect(brotliDecompressSync(res.body).toString()).toBe(page);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const again = await get('/', { ...CHROMIUM, 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers a dot-file’s path (Vite’s manifest is one): a dot-file is never served', async () => {
    writeFileSync(join(staticDir, '.manifest.json'), '{"secret":true}');
    const res = await get('/.manifest.json');
    expect(res.body.toString()).toBe(page);
  });
});

it('never serves a file outside the build, however the path climbs out of it', async () => {
  const secret = `secret-${Date.now()}`;
  writeFileSync(join(staticDir, '..', `${secret}.txt`), 'not for the web');
  const climbs = [
    `/../${secret}.txt`,
    `/assets/../../${secret}.txt`,
    `/%2e%2e/${secret}.txt`,
    `/assets/%2e%2e%2f%2e%2e%2f${secret}.txt`,
    `/..%2f${secret}.txt`,
    `/..%5c${secret}.txt`,
    `/%252e%252e/${secret}.txt`,
    `//${staticDir.slice(1)}/../${secret}.txt`,
    `/%ZZ`,
    `/%00`,
  ];
  for (const path of climbs) {
    const res = await get(path);
    expect({ path, status: res.status < 500 }).toEqual({ path, status: true });
    expect({ path, leaked: res.body.toString().includes('not for the web') }).toEqual({ path, leaked: false });
  }
});
