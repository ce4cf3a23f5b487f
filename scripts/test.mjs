#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest: the installed packages against
// the advisory list (offline), lint, formatting (Prettier), types, unit, integration (real PostgreSQL and
// Redis), the build and its first-load size budget, end to end (Playwright in Debian's Chromium).
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';
import { ensureServices } from './lib/services.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
await onSupportedNode();
const esm = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
};

const started = Date.now();
try {
  run('known-vulnerable dependencies', 'node scripts/check-dependencies.mjs');
  run('lint', 'npx eslint .');
  run('formatting', 'npx prettier --check --log-level warn .');
  run('types', 'npm run typecheck');
  run('unit tests', 'npx jest --selectProjects unit', esm);
  await ensureServices();
  run('integration tests', 'npx jest --selectProjects integration --runInBand', esm);
  run('build', 'npm run build');
  run('first-load size', 'node scripts/bundle-size.mjs');
  run('end-to-end tests', 'npx playwright test -c tests/e2e/playwright.config.ts');
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
