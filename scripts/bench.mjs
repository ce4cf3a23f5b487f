#!/usr/bin/env node
// `npm run bench`: builds the backend, then runs every benchmark in tests/bench and prints its figures.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { ensureServices } from './lib/services.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
try {
  await ensureServices();
  run('build', 'npm run build:ts');
  for (const file of readdirSync('tests/bench').filter((f) => f.endsWith('.mjs'))) {
    run(file, `node tests/bench/${file}`);
  }
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
