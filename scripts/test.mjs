#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest: the installed packages against
// the advisory list (offline), lint, formatting (Prettier), types, unit, integration (real PostgreSQL and
// Redis), the build and its first-load size budget, end to end (Playwright in Debian's Chromium). The
// integration and end-to-end suites run two at a time, on a machine of two cores, to keep the whole run
// short: half an hour on a fast machine of that kind, 48 minutes on the slowest seen (AMD EPYC, 7e578b9).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run, runAtOnce } from './lib/run.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';
import { ensureServices } from './lib/services.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
await onSupportedNode();
const esm = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
};

/**
 * The integration suites that need the machine to themselves: connection-loss restarts PostgreSQL under
 * every other suite; scale-out and projection-sharing run clusters of portal processes against clocks and
 * deadlines that a neighbour's load would push past their margins; redis-loss times its outages.
 */
const ALONE = ['connection-loss', 'redis-loss', 'scale-out', 'projection-sharing'].map(
  (name) => `tests/integration/${name}.test.ts`,
);

/**
 * The end-to-end files in two groups that take about as long, each run by its own Playwright with its own
 * portal, database, queues and output folder. A file weighs the seconds its tests took in a whole run of
 * this step on a two-core machine (tests/e2e/durations.json: the list reporter's times, summed per file;
 * a file not measured yet weighs the median), since a file's count of tests says little of its time
 * (routes.e2e's nine took longer than service-kinds' fifteen). The files that drive the development
 * E-IMZO helper share one group: the pages reach the helper on the one port E-IMZO listens on.
 */
function e2eGroups() {
  const measured = JSON.parse(readFileSync('tests/e2e/durations.json', 'utf8'));
  const known = Object.values(measured).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const files = readdirSync('tests/e2e')
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => ({
      path: `tests/e2e/${f}`,
      seconds: measured[f] ?? median,
      signing: readFileSync(`tests/e2e/${f}`, 'utf8').includes('signing-portal'),
    }));
  const groups = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  const place = (file, group) => (group.files.push(file.path), (group.seconds += file.seconds));
  for (const file of files.filter((f) => f.signing)) place(file, groups[0]);
  // The longest files first, each to the group with less time so far.
  for (const file of files
    .filter((f) => !f.signing)
    .sort((a, b) => b.seconds - a.seconds || a.path.localeCompare(b.path)))
    place(file, groups[0].seconds <= groups[1].seconds ? groups[0] : groups[1]);
  return groups.map((group, i) => ({
    name: `e2e ${i + 1}/2`,
    command: `npx playwright test -c tests/e2e/playwright.config.ts ${group.files.sort().join(' ')}`,
    env: {
      E2E_PORT: String(3100 + 100 * i),
      E2E_DATABASE: `rp_e2e_${i + 1}`,
      QUEUE_PREFIX: `e2e-${i + 1}`,
      E2E_OUTPUT: `${process.cwd()}/test-results/e2e-${i + 1}`,
    },
  }));
}

const started = Date.now();
try {
  run('known-vulnerable dependencies', 'node scripts/check-dependencies.mjs');
  run('lint', 'npx eslint .');
  run('formatting', 'npx prettier --check --log-level warn .');
  run('types', 'npm run typecheck');
  run('unit tests', 'npx jest --selectProjects unit', esm);
  await ensureServices();
  run(
    'integration tests, two at a time',
    `npx jest --selectProjects integration --maxWorkers=2 --testPathIgnorePatterns /node_modules/ ${ALONE.join(' ')}`,
    esm,
  );
  run(
    'integration tests that need the machine alone',
    `npx jest --selectProjects integration --runInBand --runTestsByPath ${ALONE.join(' ')}`,
    esm,
  );
  run('build', 'npm run build');
  run('first-load size', 'node scripts/bundle-size.mjs');
  await runAtOnce('end-to-end tests', e2eGroups());
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
