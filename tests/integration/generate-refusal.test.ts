import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { sql } from './support/test-database.js';

// `npm run generate` writes its register's events through PostgreSQL, and builds the read models from
// there; with EVENT_STORE=kurrentdb the portal reads its log from KurrentDB, where none of them would be.
// So it refuses, saying what to do instead, before it creates or writes anything.
const GENERATE = fileURLToPath(new URL('../../backend/dist/cli/generate-registry.js', import.meta.url));
const ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function generate(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [GENERATE, '--contracts', '10'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('npm run generate with EVENT_STORE=kurrentdb', () => {
  it('refuses with a message naming the setting and the way to a KurrentDB log, and creates no database', async () => {
    const name = `rp_it_${randomBytes(6).toString('hex')}`;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const { code, stderr } = await generate({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
      EVENT_STORE: 'kurrentdb',
      // Nothing listens there: the generator must not get as far as connecting.
      KURRENTDB_URL: 'kurrentdb://127.0.0.1:1?tls=false',
    });
    expect(code).toBe(2);
    expect(stderr).toContain('EVENT_STORE=kurrentdb');
    expect(stderr).toContain('npm run copy-to-kurrentdb');
    expect(await sql(ADMIN_URL, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).toEqual([]);
  });
});
