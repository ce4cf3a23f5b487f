import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// `@/` is frontend/src. `source` lets the frontend compile @rent/domain from its TypeScript, so it needs no build of its own.
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['source', 'browser', 'module', 'import', 'default'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest tells scripts/bundle-size.mjs which chunks each page loads first.
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1200 },
});
