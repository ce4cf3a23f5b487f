import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { portalNodeFlags } from '@rent/backend/node-flags';
import { deleteKeysUnder } from './redis-keys.js';
import { sql } from './test-database.js';

/** The built backend, as `npm start` and a container run it (the tests' `npm run typecheck` builds it first). */
export const PORTAL_MAIN = fileURLToPath(new URL('../../../backend/dist/main.js', import.meta.url));

export interface PortalProcess {
  child: ChildProcess;
  /** The API's base URL, `http://127.0.0.1:<port>/api`. */
  base: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/** The portal in a process of its own on a free port, with `env` over this process's environment, under npm start's heap cap. */
export async function spawnPortal(
  env: Record<string, string>,
  stdout: 'pipe' | 'ignore' = 'ignore',
): Promise<PortalProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...portalNodeFlags(), PORTAL_MAIN], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', stdout, stdout === 'pipe' ? 'pipe' : 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${port}/api` };
}

/** Waits until the process answers its health; fails, with `printed()`, when it exits first or takes a minute. */
export async function untilHealthy({ child, base }: PortalProcess, printed: () => string = () => ''): Promise<void> {
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`a portal process exited with ${child.exitCode}:\n${printed()}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (waited > 60_000) throw new Error(`a portal process did not start in a minute:\n${printed()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Deletes the Redis keys of portal processes started with QUEUE_PREFIX `prefix` on `databaseUrl`, before
 * the database goes: their namespace is the prefix joined with the database's installation id, as
 * backend/src/redis/queue-namespace.ts makes it (the prefix alone matches none of their keys).
 */
export async function deletePortalKeys(prefix: string, databaseUrl: string): Promise<void> {
  const [row] = await sql<{ id: string }>(databaseUrl, 'SELECT id FROM installation').catch(() => []);
  if (row) await deleteKeysUnder(`${prefix}-${row.id.replaceAll('-', '').slice(0, 12)}`, 'redis://127.0.0.1:6379');
}
