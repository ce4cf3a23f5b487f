#!/usr/bin/env node
// `node scripts/check-dependencies.mjs`: every package package-lock.json installs, checked against the
// advisory list kept in this repository (scripts/npm-advisories.json, with the date it was compiled and
// where from). Works offline, where `npm audit` cannot reach an advisory service (the registry mirror
// this project builds from has none). Fails, naming each package, its path and the advisory, when an
// installed version is a known-vulnerable one. Part of `npm test`; `--lockfile` and `--advisories` name
// other files (its own test does).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** A list older than this is still used, with a warning that it wants refreshing. */
const STALE_AFTER_DAYS = 90;

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    lockfile: { type: 'string', default: `${root}package-lock.json` },
    advisories: { type: 'string', default: `${root}scripts/npm-advisories.json` },
  },
});

/** A semantic version as numbers and pre-release identifiers (build metadata is ignored, as semver says). */
function parse(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version);
  if (!match) return undefined;
  return { core: match.slice(1, 4).map(Number), pre: match[4]?.split('.') ?? [] };
}

/** Semver precedence: negative when a < b. A pre-release comes before its release (1.4.4-lts.1 < 1.4.4). */
function compareVersions(a, b) {
  const [x, y] = [parse(a), parse(b)];
  if (!x || !y) throw new Error(`not a semantic version: ${x ? b : a}`);
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i] - y.core[i];
  if (!x.pre.length || !y.pre.length) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]];
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1;
    if (p === q) continue;
    const [pn, qn] = [/^\d+$/.test(p), /^\d+$/.test(q)];
    if (pn && qn) return Number(p) - Number(q);
    if (pn !== qn) return pn ? -1 : 1;
    return p < q ? -1 : 1;
  }
  return 0;
}

/** Whether a version is affected: one of the listed versions, or within an OSV range [introduced, fixed). */
function affects(advisory, version) {
  if (advisory.versions?.includes(version)) return true;
  return (advisory.ranges ?? []).some(
    ({ introduced, fixed }) =>
      (introduced === '0' || compareVersions(version, introduced) >= 0) &&
      (fixed === undefined || compareVersions(version, fixed) < 0),
  );
}

const lock = JSON.parse(readFileSync(args.lockfile, 'utf8'));
const list = JSON.parse(readFileSync(args.advisories, 'utf8'));
const byPackage = new Map();
for (const advisory of list.advisories)
  byPackage.set(advisory.package, [...(byPackage.get(advisory.package) ?? []), advisory]);

const found = [];
let checked = 0;
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  // The root and the workspaces are this repository's own code, and links point at them.
  if (!path.includes('node_modules/') || entry.link || !entry.version) continue;
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  checked++;
  for (const advisory of byPackage.get(name) ?? []) {
    if (affects(advisory, entry.version)) found.push({ name, version: entry.version, path, advisory });
  }
}

const ageDays = Math.floor((Date.now() - Date.parse(list.compiled)) / 86_400_000);
console.log(
  `${checked} installed packages checked against ${list.advisories.length} advisories compiled ${list.compiled} (${list.source})`,
);
if (!(ageDays <= STALE_AFTER_DAYS))
  console.warn(`! the advisory list is ${ageDays} days old: refresh scripts/npm-advisories.json (see its "refresh")`);
for (const { name, version, path, advisory } of found) {
  const fixed = (advisory.ranges ?? []).map((r) => r.fixed).filter(Boolean);
  console.error(
    `✖ ${name}@${version} (${path}): ${advisory.id} ${advisory.severity} — ${advisory.summary}${fixed.length ? `; fixed in ${fixed.join(', ')}` : '; no fixed version: remove it'}`,
  );
}
if (found.length) {
  console.error(`${found.length} known-vulnerable package version(s) installed`);
  process.exit(1);
}
