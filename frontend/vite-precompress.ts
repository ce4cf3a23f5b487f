import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text the browser downloads; images and fonts of the build are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, at the
 * strongest settings (paid once at build time, not per request), so the server sends a browser a fraction
 * of the bytes without compressing anything itself (backend/src/http/serve-frontend.ts). A copy that
 * would not be smaller is not written. Source maps and Vite's own dot-folder are left alone.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rent-precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter(
          (f) =>
            f.isFile() &&
            COMPRESSIBLE.test(f.name) &&
            !join(f.parentPath, f.name)
              .slice(outDir.length)
              .split('/')
              .some((s) => s.startsWith('.')),
        )
        .map((f) => join(f.parentPath, f.name));
      await Promise.all(files.map(compressFile));
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const original = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gz(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < original.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < original.length) await writeFile(`${file}.gz`, gzipped);
}
