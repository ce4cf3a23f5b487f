import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// The pages reach the helper where E-IMZO listens on a plain page (eimzo-client.ts): this port, always.
const HELPER_PORT = '64646';

export interface SigningPortalOptions {
  /** The portal's own port, beside the one the config starts. */
  port: number;
  database: string;
  queuePrefix: string;
  /** The start of the name of the temporary folder that holds the helper's keys. */
  keysPrefix: string;
  /** A person whose ID card is "plugged in" before the helper starts (every demo user also gets a key file). */
  idCardOf?: string;
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A portal that requires signatures, for the tests of the file that calls this: the development E-IMZO
 * helper on this machine (its WebSocket protocol, as strict as a real E-IMZO: it answers only a site that
 * registered its key; its CA that the portal trusts, its time-stamping authority) and the portal on its own
 * port, started before the file's tests and stopped after them; the pages' baseURL is that portal.
 * Returns a call of the helper's command line over the same keys (`list`, `suspend <serial>`).
 */
export function signingPortal(options: SigningPortalOptions): { eimzo(...args: string[]): string } {
  const keysDir = mkdtempSync(join(tmpdir(), options.keysPrefix));
  const helperEnv = { ...process.env, EIMZO_DEV_DIR: keysDir, EIMZO_DEV_PORT: HELPER_PORT };
  const eimzo = (...args: string[]) =>
    execFileSync(process.execPath, ['backend/dist/cli/eimzo-dev.js', ...args], {
      cwd: root,
      env: helperEnv,
      encoding: 'utf8',
    });
  const children: ChildProcess[] = [];

  test.use({ baseURL: `http://127.0.0.1:${options.port}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    if (options.idCardOf) eimzo('token', 'idcard', options.idCardOf);
    const helper = spawn(process.execPath, ['backend/dist/cli/eimzo-dev.js', 'serve'], {
      cwd: root,
      env: helperEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(helper);
    await new Promise<void>((resolve, reject) => {
      helper.stdout!.on('data', (d: Buffer) => String(d).includes('E-IMZO development helper') && resolve());
      helper.once('exit', (code) => reject(new Error(`the helper ended (${code})`)));
    });
    const server = spawn(process.execPath, ['tests/e2e/support/start-server.mjs'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(options.port),
        E2E_DATABASE: options.database,
        QUEUE_PREFIX: options.queuePrefix,
        SIGNATURE_REQUIRED: '1',
        SIGNING_CA_FILE: join(keysDir, 'ca.pem'),
        SIGNING_CRL_FILE: join(keysDir, 'crl.pem'),
        TIMESTAMP_AUTHORITY_URL: `http://127.0.0.1:${HELPER_PORT}/tsa`,
        // The helper's site keys for 127.0.0.1 (the pages' host) and localhost, as the vendor issues them per domain.
        EIMZO_API_KEYS: readFileSync(join(keysDir, 'site-keys.txt'), 'utf8').trim(),
      },
    });
    children.push(server);
    await waitFor(`http://127.0.0.1:${options.port}/api/health`, server);
  });

  test.afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  return { eimzo };
}
