import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

// `@/` is frontend/src. `source` lets the frontend compile @rent/domain from its TypeScript, so it needs no build of its own.
// Source maps give the whole source away: only a development build (`vite build --mode development`, or
// `vite` itself) makes them; the server serves them in development only (serve-frontend.ts).
export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  resolve: {
    conditions: ['source', 'browser', 'module', 'import', 'default'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest tells scripts/bundle-size.mjs which chunks each page loads first.
  build: { outDir: 'dist', sourcemap: mode === 'development', manifest: true, chunkSizeWarningLimit: 1200 },
}));
