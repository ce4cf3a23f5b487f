#!/usr/bin/env node
// `npm start`: installs what is missing, checks PostgreSQL and Redis, builds, and starts the portal with
// demo data, printing the demo logins. One command on a fresh clone.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { ensureServices } from './lib/services.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: the portal needs Node 20.19 or newer.`);
  process.exit(1);
}

const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  run('install', 'npm ci');
}

// A development signing secret, made once and kept out of git (.gitignore), so sign-ins survive restarts.
if (!existsSync('.env')) {
  writeFileSync('.env', `JWT_SECRET=${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
}

try {
  await ensureServices();
  run('build', 'npm run build');
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

const port = process.env.PORT ?? '3000';
console.log(`\n▶ starting the portal on http://localhost:${port}`);
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', SEED_DEMO: '1', ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
