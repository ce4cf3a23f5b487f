import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 15 (security): `npm audit` cannot reach an advisory service from here, so nothing checked the
// installed packages. scripts/check-dependencies.mjs checks package-lock.json against the advisory list
// kept in the repository, offline, in `npm test`.
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'rp-deps-'));

/** Runs the check over a lockfile that installs these `path: version` entries. */
function check(packages: Record<string, string | { version?: string; link?: boolean }>) {
  const lockfile = join(dir, `lock-${Object.keys(packages).length}-${Math.random().toString(36).slice(2)}.json`);
  const entries = Object.fromEntries(
    Object.entries(packages).map(([path, v]) => [path, typeof v === 'string' ? { version: v } : v]),
  );
  writeFileSync(
    lockfile,
    JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'rent-portal' }, ...entries } }),
  );
  const run = spawnSync(process.execPath, ['scripts/check-dependencies.mjs', '--lockfile', lockfile], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

describe('the offline dependency check', () => {
  it('passes over this repository’s own lockfile, saying what it checked against and from when', () => {
    const run = spawnSync(process.execPath, ['scripts/check-dependencies.mjs'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^\d+ installed packages checked against \d+ advisories compiled \d{4}-\d{2}-\d{2} \(GitHub Advisory Database/,
    );
  });

  it('fails on a version published with malware, however deep it is installed, naming package, path and advisory', () => {
    const { status, out } = check({
      'node_modules/express': '5.3.0',
      'node_modules/@babel/core/node_modules/debug': '4.4.2',
    });
    expect(status).toBe(1);
    expect(out).toContain('✖ debug@4.4.2 (node_modules/@babel/core/node_modules/debug): GHSA-8mgj-vmr8-frr6 critical');
    expect(out).not.toContain('express@');
  });

  it.each([
    ['path-to-regexp', '8.3.0', 'GHSA-j3q9-mxjg-w52f'],
    ['path-to-regexp', '7.2.0', 'GHSA-9wv6-86v2-598j'],
    ['path-to-regexp', '0.1.11', 'GHSA-rhx6-c78j-4q9w'],
    ['multer', '1.4.4', 'GHSA-4pg4-qvpc-4q3h'],
    ['multer', '2.0.0-alpha.1', 'GHSA-3p4h-7m6x-2hcm'],
    ['multer', '2.3.0', 'GHSA-3pph-fpjx-jg34'],
    ['qs', '6.15.3', 'GHSA-x5fp-wj9c-mxmx'],
  ])('fails on %s@%s, within a range of %s', (name, version, id) => {
    const { status, out } = check({ [`node_modules/${name}`]: version });
    expect(status).toBe(1);
    expect(out).toContain(`✖ ${name}@${version} (node_modules/${name}): ${id}`);
  });

  it.each([
    ['path-to-regexp', '8.4.0'],
    ['path-to-regexp', '0.1.12'],
    ['glob', '10.1.0'],
    ['multer', '2.4.0'],
    ['qs', '6.16.0'],
    ['debug', '4.4.3'],
  ])('passes %s@%s: a fixed version (fixed is exclusive) or one before the range', (name, version) => {
    expect(check({ [`node_modules/${name}`]: version })).toMatchObject({ status: 0 });
  });

  it('skips the workspaces and their links: they are this repository’s code, not installed packages', () => {
    expect(
      check({
        backend: { version: '0.1.0' },
        'node_modules/@rent/backend': { link: true },
        'node_modules/debug': '4.4.1',
      }),
    ).toMatchObject({ status: 0 });
  });
});
