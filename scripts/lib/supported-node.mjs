#!/usr/bin/env node
// The portal runs on Node 24 and 26 (engines: >=22). Node 20 left support in April 2026, and machines
// still carry it: on one, `npm start`, `npm test` and `.ci/run` fetch an official Node build from the npm
// registry (the `node-<platform>-<arch>` packages hold nodejs.org's binary) into .cache/node/ once, and
// run on it. A machine with Node 22 or newer uses its own.
//
//   node scripts/lib/supported-node.mjs [major]   prints the bin folder of a Node of that major (default:
//                                                 the machine's own when supported, else 24), fetching it
//   await onSupportedNode()                       runs the calling script again on a supported Node, when
//                                                 this one is older, and exits with its status
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The oldest major the portal supports (package.json engines), and the builds fetched where the machine's is older. */
export const OLDEST_SUPPORTED = 22;
export const FETCHED = { 24: '24.21.0', 26: '26.12.1' };

const root = fileURLToPath(new URL('../..', import.meta.url));
const machineMajor = Number(process.versions.node.split('.')[0]);

/** The bin folder of Node `major`: the running one when it is that major, else a build fetched into .cache/node/. */
export function nodeBin(major = machineMajor >= OLDEST_SUPPORTED ? machineMajor : 24) {
  if (major === machineMajor) return join(process.execPath, '..');
  const version = FETCHED[major];
  if (!version) throw new Error(`no Node ${major} build is named in scripts/lib/supported-node.mjs`);
  const folder = join(root, '.cache', 'node', version);
  const bin = join(folder, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  const pkg = `node-${process.platform}-${process.arch}@${version}`;
  console.error(`Fetching Node ${version} (${pkg}) from the npm registry into .cache/node/ …`);
  const staging = `${folder}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // npm pack downloads the package's tarball as is (it runs no install script); tar unpacks it.
  const [tarball] = JSON.parse(
    execFileSync('npm', ['pack', pkg, '--json', '--pack-destination', staging], { encoding: 'utf8' }),
  );
  execFileSync('tar', ['-xzf', join(staging, tarball.filename), '-C', staging, '--strip-components=1']);
  rmSync(join(staging, tarball.filename));
  // Moved into place whole, so an interrupted fetch never leaves a half-written Node that looks complete.
  renameSync(staging, folder);
  return bin;
}

/**
 * On a Node older than the portal supports, runs this process's script again on a supported one (its bin
 * folder first on PATH, so that npm, npx and the children it starts use it too) and exits with its status.
 * The caller awaits it before anything else: on an old Node it never resolves.
 */
export function onSupportedNode() {
  if (machineMajor >= OLDEST_SUPPORTED) return Promise.resolve();
  const bin = nodeBin();
  console.error(`Node ${process.versions.node} is past its end of life; running on ${join(bin, 'node')}.`);
  const child = spawn(join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the child from the terminal itself; a signal sent to this process alone is passed on.
  process.on('SIGINT', () => undefined);
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => undefined);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(nodeBin(process.argv[2] ? Number(process.argv[2]) : undefined));
}
