import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { validationReach } from './vite-chunk-groups';
import { noHashRouter } from './vite-no-hash-router';
import { renderTimeStyles } from './vite-render-time-styles';

// `@/` is frontend/src. `source` lets the frontend compile @rent/domain from its TypeScript, so it needs no build of its own.
// Source maps give the whole source away: only a development build (`vite build --mode development`, or
// `vite` itself) makes them; the server serves them in development only (serve-frontend.ts).
const validation = validationReach();

export default defineConfig(({ mode }) => ({
  plugins: [react(), renderTimeStyles(), noHashRouter(), precompress(), validation.plugin],
  resolve: {
    conditions: ['source', 'browser', 'module', 'import', 'default'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: mode === 'development',
    // The manifest tells scripts/bundle-size.mjs which chunks each page loads first.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Few files, each with what a page uses: every request costs a round trip (HTTP/1.1 opens at most
        // six at a time), and left to itself the bundler cut the first load into a dozen pieces and a
        // signed-in page's into thirty. What every page runs first (the app, the layout, the landing) is
        // one file; libraries that several later pages use are one more, shared by them and kept by the
        // browser from one page to the next (a library only one page uses stays in that page's chunk: the
        // operators' back-office brings most of react-admin's screens, which no taxpayer's page may
        // download, scripts/bundle-size.mjs); our own code that several of those pages share is a third;
        // the rest stays in each page's own chunk, and each language in its own. The validation library and
        // the shared code that needs it are two files of their own that only the forms load
        // (vite-chunk-groups.ts).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'validation', test: /node_modules[\\/]zod[\\/]/, priority: 2.5 },
            { name: 'libraries', test: /node_modules/, minShareCount: 2, priority: 2 },
            // Before the forms: a group takes the modules its own modules import as well (rolldown's
            // includeDependenciesRecursively), and the forms import much of what the list uses.
            { name: 'shared', test: validation.needsNoValidation, minShareCount: 2, priority: 1.5 },
            { name: 'forms', test: /(frontend|domain)[\\/]src/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
}));
