#!/usr/bin/env node
// `npm start`: installs what is missing, checks PostgreSQL and Redis, builds, and starts the portal with
// demo data, printing the demo logins. One command on a fresh clone.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';
import { ensureServices } from './lib/services.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
await onSupportedNode();

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

// The development E-IMZO helper (a CA and a key for each demo user in .eimzo-dev/): the portal trusts its
// CA, and every step is signed in the browser unless SIGNATURE_REQUIRED=0. If it cannot start (its port
// is taken), the portal runs without signatures.
const helper = await startSigningHelper();
const signing = helper
  ? {
      SIGNING_CA_FILE: '.eimzo-dev/ca.pem',
      SIGNING_CRL_FILE: '.eimzo-dev/crl.pem',
      // The helper answers a page only once its site registered the helper's key, as a real E-IMZO does.
      EIMZO_API_KEYS: process.env.EIMZO_API_KEYS ?? readFileSync('.eimzo-dev/site-keys.txt', 'utf8').trim(),
      TIMESTAMP_AUTHORITY_URL: `http://127.0.0.1:${process.env.EIMZO_DEV_PORT ?? '64646'}/tsa`,
      SIGNATURE_REQUIRED: process.env.SIGNATURE_REQUIRED ?? '1',
    }
  : { SIGNATURE_REQUIRED: '0' };

const port = process.env.PORT ?? '3000';

// The development identity provider behind "OneID" on the login page (/auth-with-third-part), in this
// process; a real provider is configured with OIDC_* instead.
const thirdParty = process.env.OIDC_ISSUER ? {} : await startIdentityProvider(port);

console.log(`\n▶ starting the portal on http://localhost:${port}`);
// Read once the workspace is installed: a fresh clone has no node_modules until the install above.
const { portalNodeFlags } = await import('@rent/backend/node-flags');
const server = spawn(process.execPath, [...portalNodeFlags(), 'backend/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', SEED_DEMO: '1', ...process.env, ...signing, ...thirdParty, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    helper?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  helper?.kill('SIGTERM');
  process.exit(code ?? 0);
});

/** Starts the helper and waits until it listens; undefined if it could not. */
function startSigningHelper() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['backend/dist/cli/eimzo-dev.js', 'serve'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => {
      process.stdout.write(d);
      if (String(d).includes('E-IMZO development helper')) resolve(child);
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.once('exit', () => {
      console.warn('! the development E-IMZO helper did not start: steps are not signed');
      resolve(undefined);
    });
  });
}

async function startIdentityProvider(portalPort) {
  // Only the provider and the demo people: not the whole backend in this process.
  const { DevOidcProvider } = await import('../backend/dist/identity/sign-in/dev-oidc/dev-oidc-provider.js');
  const { DEV_OIDC_CLIENT, demoOidcPeople } = await import('../backend/dist/seed/demo-oidc-people.js');
  const redirect = `http://localhost:${portalPort}/auth-with-third-part`;
  const provider = await DevOidcProvider.start({
    port: 0,
    ...DEV_OIDC_CLIENT,
    redirectUris: [redirect],
    people: demoOidcPeople(),
  });
  console.log(`▶ development identity provider (OneID stand-in) at ${provider.issuer}`);
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: DEV_OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: DEV_OIDC_CLIENT.clientSecret,
    OIDC_REDIRECT_URI: redirect,
  };
}
