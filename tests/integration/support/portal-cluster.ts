import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';
import { deletePortalKeys, type PortalProcess, spawnPortal, untilHealthy } from './portal-process.js';
import { READ_MODEL_ROWS } from './read-model-tables.js';
import { sql } from './test-database.js';

const REBUILD = fileURLToPath(new URL('../../../backend/dist/cli/rebuild.js', import.meta.url));
const ADMIN = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Portal processes in roles of their own (issue 20) on one database and one Redis namespace made for the
 * test, as a deployment runs them: they share the token secret, and `close` ends them all and removes
 * what they made. The scale-out proofs start theirs here.
 */
export class PortalCluster {
  private readonly name = `rp_it_${randomBytes(6).toString('hex')}`;
  readonly databaseUrl = Object.assign(new URL(ADMIN), { pathname: `/${this.name}` }).toString();
  readonly env: Record<string, string>;
  private readonly children: ChildProcess[] = [];

  /** `env` is added to every process's (and every rebuild's) environment. */
  constructor(env: Record<string, string> = {}) {
    this.env = {
      NODE_ENV: 'test',
      DATABASE_URL: this.databaseUrl,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      PROJECTOR_POLL_MS: '200',
      ...env,
    };
  }

  /** A process of the role, once it answers its health. */
  async start(role: 'api' | 'worker', extra: Record<string, string> = {}): Promise<PortalProcess> {
    const portal = await spawnPortal({ ...this.env, PROCESS_ROLE: role, ...extra });
    this.children.push(portal.child);
    await untilHealthy(portal);
    return portal;
  }

  /** Every read model equals its rebuild from the log (the rebuild command, run as an operator would): nothing applied twice or left out. */
  async expectReadModelsEqualRebuilds(): Promise<void> {
    for (const [model, queries] of Object.entries(READ_MODEL_ROWS)) {
      const live = await Promise.all(queries.map((q) => sql(this.databaseUrl, q)));
      await new Promise<void>((resolve, reject) => {
        const rebuild = spawn(process.execPath, [REBUILD, model], {
          env: { ...process.env, ...this.env },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        rebuild.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rebuild of ${model}: ${code}`))));
      });
      const rebuilt = await Promise.all(queries.map((q) => sql(this.databaseUrl, q)));
      expect({ model, rows: rebuilt }).toEqual({ model, rows: live });
    }
  }

  /** Ends the processes still running (SIGTERM, as a deployment stops them), then drops their keys and database. */
  async close(): Promise<void> {
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await deletePortalKeys(this.env.QUEUE_PREFIX!, this.databaseUrl);
    await sql(ADMIN, `DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
  }
}
