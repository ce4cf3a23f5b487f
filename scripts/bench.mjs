#!/usr/bin/env node
// `npm run bench`: builds, makes sure the generated register of BENCH_CONTRACTS contracts (default
// 1,000,000) is there (tests/bench/support/register.mjs: reused while its marker matches, else made by
// `npm run generate`), runs every benchmark of tests/bench in a process of its own, and prints one table
// of issue 16's figures (ours, Emmett's in the same run, the goal, met or not) with the machine it ran on,
// then every other figure. BENCH_FILES (comma-separated names of tests/bench) runs only those files. The figures come from each file's report() (tests/bench/support/http.mjs)
// through BENCH_FIGURES. Prints; asserts nothing.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';
import { ensureServices } from './lib/services.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
await onSupportedNode();
/** The figure files, in the order they run; any other file of tests/bench runs after them. */
const ORDER = ['register.mjs', 'appends.mjs', 'core.mjs', 'rebuild.mjs', 'lighthouse.mjs'];
const figuresFile = join(mkdtempSync(join(tmpdir(), 'rent-bench-')), 'figures.jsonl');
const started = Date.now();
const failed = [];
let register;
// BENCH_FILES=register.mjs,appends.mjs runs only those (their figures in the table, the rest "not measured").
const only = process.env.BENCH_FILES?.split(',').map((f) => f.trim());

try {
  await ensureServices();
  // The frontend's build is what Lighthouse measures; a run without it needs the backend's only.
  run('build', !only || only.includes('lighthouse.mjs') ? 'npm run build' : 'npm run build:ts');
  const { ensureRegister } = await import('../tests/bench/support/register.mjs');
  // Only the register's own figures need the million contracts; the other files make their own databases.
  if (!only || only.includes('register.mjs')) register = await ensureRegister();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

const files = readdirSync('tests/bench').filter((f) => f.endsWith('.mjs') && (!only || only.includes(f)));
for (const file of [...ORDER.filter((f) => files.includes(f)), ...files.filter((f) => !ORDER.includes(f)).sort()]) {
  try {
    run(file, `node tests/bench/${file}`, { BENCH_FIGURES: figuresFile });
  } catch (error) {
    failed.push(file);
    console.error(`✖ ${error.message}`);
  }
}

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
const byKey = new Map(figures.filter((f) => f.figure).map((f) => [f.figure, f]));
const n = (v) => Math.round(v).toLocaleString('en');
const p95s = (...keys) => keys.map((k) => byKey.get(k)?.p95);
const slash = (values, unit) =>
  values.every((v) => v !== undefined)
    ? `${values.map((v) => (typeof v === 'number' ? v.toFixed(1) : v)).join(' / ')} ${unit}`
    : undefined;
const lighthouse = (pattern) => {
  const f = figures.find((x) => pattern.test(x.name));
  return f ? Number(/^\d+/.exec(f.value)?.[0]) : undefined;
};
const commands = (key) => {
  const f = byKey.get(key);
  return {
    ours:
      f &&
      `${n(f.ours.rate)}/s, p50 ${f.ours.p50} ms, p99 ${f.ours.p99} ms${f.ours.refused ? ', with refusals' : ''}` +
        (f.floor ? ` (the API's floor, a signed-in unread count: ${n(f.floor.rate)}/s, p99 ${f.floor.p99} ms)` : ''),
    emmett: f && `${n(f.emmett.rate)}/s in-process, p99 ${f.emmett.p99} ms`,
    met: f && f.ours.rate >= 1.3 * f.emmett.rate && f.ours.p99 <= 50 && !f.ours.refused,
  };
};
const appends = (key, field, unit) => {
  const f = byKey.get(key);
  return {
    ours: f && `${n(f.ours[field])} ${unit}`,
    emmett: f && `${n(f.emmett[field])} ${unit}`,
    met: f && f.ours[field] >= f.emmett[field],
  };
};
/** The staff's searches (register.mjs): the table shows the slowest; each is listed under it. */
const STAFF_SEARCHES = [
  'staff-registration-number',
  'staff-number',
  'staff-party',
  'staff-party-name',
  'staff-object',
  'staff-kind-state',
  'staff-day',
  'staff-all',
  'staff-page400',
];
const staffP95 = p95s(...STAFF_SEARCHES);
const within = (values, limit) => values.every((v) => v !== undefined) && values.every((v) => v <= limit);
const rss = [
  byKey.get('rss-idle')?.mb,
  Math.max(byKey.get('commands-10')?.rssMb ?? NaN, byKey.get('commands-50')?.rssMb ?? NaN),
  byKey.get('rss-lists')?.mb,
].map((v) => (Number.isFinite(v) ? v : undefined));
const scores = [
  lighthouse(/^lighthouse mobile \/ \(visitor\): score/),
  lighthouse(/^lighthouse mobile \/estate-list.*: score/),
];
const rebuild = byKey.get('rebuild-summary');

const rows = [
  [
    'create + confirm through the full HTTP API, 10 clients (Emmett: in-process, same decide)',
    commands('commands-10'),
    '≥ 1.3× Emmett, p99 ≤ 50 ms',
  ],
  ['same, 50 clients', commands('commands-50'), '≥ 1.3× Emmett, p99 ≤ 50 ms'],
  ['single-event appends, 20 writers', appends('appends-1', 'rate', 'appends/s'), '≥ Emmett'],
  ['100-event batches, 20 writers', appends('appends-100', 'events', 'events/s'), 'keep the lead'],
  [
    'rebuild of the contract summary',
    // Per event of the log, as the issue's first figures (a replay in global order reads them all); a
    // replay stream after stream reads the summary's own, about half of them.
    {
      ours: rebuild && `${n(rebuild.logRate)} of the log's events/s (${n(rebuild.rate)} of the summary's own)`,
      met: rebuild && rebuild.logRate >= 20_000,
    },
    '≥ 20,000 events/s',
  ],
  [
    'list, large party: outgoing / incoming, newest',
    {
      ours: slash(p95s('list-outgoing', 'list-incoming'), 'ms p95'),
      met: within(p95s('list-outgoing', 'list-incoming'), 20),
    },
    'p95 ≤ 20 ms',
  ],
  [
    'list, large party: accepted / sent / all / by payment',
    {
      ours: slash(p95s('list-accepted', 'list-sent', 'list-all', 'list-payment'), 'ms p95'),
      met: within(p95s('list-accepted', 'list-sent', 'list-all', 'list-payment'), 20),
    },
    'p95 ≤ 20 ms',
  ],
  [
    'list, page 400 (offset ~10,000)',
    { ours: slash(p95s('list-page400'), 'ms p95'), met: within(p95s('list-page400'), 50) },
    'p95 ≤ 50 ms',
  ],
  [
    'search by number / counterpart name',
    {
      ours: slash(p95s('search-number', 'search-name'), 'ms p95'),
      met: within(p95s('search-number', 'search-name'), 100),
    },
    'p95 ≤ 100 ms',
  ],
  [
    'info panel / one contract',
    { ours: slash(p95s('info-panel', 'one-contract'), 'ms p95'), met: within(p95s('info-panel', 'one-contract'), 10) },
    'p95 ≤ 10 ms',
  ],
  [
    'staff search of the whole register (issue 19): the slowest of its kinds',
    {
      ours: slash([staffP95.every((v) => v !== undefined) ? Math.max(...staffP95) : undefined], 'ms p95'),
      met: within(staffP95, 300),
    },
    'p95 ≤ 300 ms',
  ],
  [
    'API memory (RSS): idle / under commands / under lists',
    { ours: slash(rss, 'MB'), met: within(rss, 300) },
    '≤ 300 MB',
  ],
  [
    'Lighthouse performance (mobile): landing / contracts list',
    { ours: slash(scores, ''), met: scores.every((s) => s !== undefined) && scores.every((s) => s >= 90) },
    '≥ 90 on both',
  ],
];

const version = (command) => {
  try {
    return execSync(command, { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};
const postgres = version(`psql -h 127.0.0.1 -U postgres -Atc 'SHOW server_version'`);
const contracts = Number(process.env.BENCH_CONTRACTS ?? 1_000_000);
console.log(`\n## npm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
console.log(
  `${availableParallelism()} cores (${cpus()[0]?.model.trim()}), Node ${process.versions.node}, PostgreSQL ${postgres}; ` +
    (register
      ? `register of ${contracts.toLocaleString('en')} contracts (${register.generated ? `generated in this run, ${(register.generated.seconds / 60).toFixed(1)} min` : 'reused'}, ` +
        `as of ${new Date(register.asOf).toISOString().slice(0, 10)}); `
      : 'no register (its figures not measured); ') +
    `whole run ${((Date.now() - started) / 60_000).toFixed(1)} min\n`,
);
console.log(
  'Ours: the API as `npm start` runs it (node backend/dist/main.js alone in its process, LOG_LEVEL=info, a pool of 10) over the register; ' +
    'lists as its large party (the demo lessor), one client. Emmett 0.42: its CommandHandler and PostgreSQL event store in a process of its own ' +
    "(its default pool of 10), on a fresh database of the same server, deciding with the portal's own decide and evolve.\n",
);
console.log('| figure | ours | Emmett, same run | goal | met? |');
console.log('|---|---|---|---|---|');
for (const [label, f, goal] of rows)
  console.log(
    `| ${label} | ${f.ours ?? '–'} | ${f.emmett ?? '–'} | ${goal} | ${f.ours === undefined ? 'not measured' : f.met ? 'yes' : 'no'} |`,
  );
const tabled = new Set([
  'commands-10',
  'commands-50',
  'appends-1',
  'appends-100',
  'rebuild-summary',
  'list-outgoing',
  'list-incoming',
  'list-accepted',
  'list-sent',
  'list-all',
  'list-payment',
  'list-page400',
  'search-number',
  'search-name',
  'info-panel',
  'one-contract',
  'rss-idle',
  'rss-lists',
]);
const others = figures.filter((f) => !tabled.has(f.figure) && !/: score/.test(f.name));
if (others.length > 0) {
  console.log('\n| also measured | figure |\n|---|---|');
  for (const f of others) console.log(`| ${f.name} | ${f.value} |`);
}
if (failed.length > 0) {
  console.log(`\n✖ failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
