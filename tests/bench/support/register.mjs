// The generated register the benchmarks measure: BENCH_CONTRACTS contracts (default 1,000,000) of seed
// BENCH_SEED (1) in a database of their own, made by `npm run generate` and reused while its marker says
// it was made with the same size, seed and generator; new migrations are applied and the read models
// rebuilt; anything else is made again (generation takes minutes, a million contracts about half an hour).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { GENERATOR_VERSION, migrations } from '@rent/backend';
import { projections, readModelMigrations } from '@rent/projections';

const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const cli = (name) => fileURLToPath(new URL(`../../../backend/dist/cli/${name}.js`, import.meta.url));

export const benchContracts = () => Number(process.env.BENCH_CONTRACTS ?? 1_000_000);
export const benchSeed = () => Number(process.env.BENCH_SEED ?? 1);

/** rp_bench_1m, rp_bench_100k, rp_bench_2500: the register's own database. */
export function registerDatabase(contracts = benchContracts()) {
  const label =
    contracts % 1_000_000 === 0
      ? `${contracts / 1_000_000}m`
      : contracts % 1000 === 0
        ? `${contracts / 1000}k`
        : String(contracts);
  return `postgres://postgres@127.0.0.1:5432/rp_bench_${label}`;
}

async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** What the database says was generated into it, and which migrations it has; null for no register. */
async function marker(url) {
  const name = new URL(url).pathname.slice(1);
  if ((await query(ADMIN, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).length === 0) return null;
  const tables = await query(
    url,
    `SELECT to_regclass('generated_register') AS marker, to_regclass('migrations') AS migrations`,
  );
  if (!tables[0].marker) return null;
  const [row] = await query(url, 'SELECT seed, contracts, generator, as_of, finished_at FROM generated_register');
  const applied = tables[0].migrations ? (await query(url, 'SELECT name FROM migrations')).map((m) => m.name) : [];
  return row ? { ...row, applied } : null;
}

function run(command, args, env) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [command, ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  return (performance.now() - started) / 1000;
}

/**
 * Makes sure the register is there and answers its database and what was done: `generated` with the
 * seconds it took when it was made (or continued) now.
 */
export async function ensureRegister(contracts = benchContracts(), seed = benchSeed()) {
  const url = registerDatabase(contracts);
  const name = new URL(url).pathname.slice(1);
  const found = await marker(url);
  const same = found && found.contracts === contracts && found.seed === seed && found.generator === GENERATOR_VERSION;
  if (found && !same) {
    console.log(
      `${name} holds another register (${found.contracts} contracts, seed ${found.seed}, ${found.generator}): made again`,
    );
    await query(ADMIN, `DROP DATABASE ${name} WITH (FORCE)`);
  }
  if (same && found.finished_at) {
    const missing = migrations.map((m) => m.name).filter((m) => !found.applied.includes(m));
    if (missing.length === 0) {
      console.log(
        `register: ${contracts.toLocaleString('en')} contracts (seed ${seed}, as of ${found.as_of.toISOString().slice(0, 10)}) in ${name}, reused`,
      );
      return { url, asOf: found.as_of, generated: null };
    }
    // New migrations run at the generator's start; when one of them changes a read model's rows, the read
    // models are then built again from the events (one that only adds an index, or fills what it adds from
    // the rows there, says `noRebuild`).
    const readModels = new Set(readModelMigrations.filter((m) => !m.noRebuild).map((m) => m.name));
    const rebuilt = missing.some((m) => readModels.has(m));
    console.log(`register: ${name} lacks ${missing.join(', ')}: migrated${rebuilt ? ', read models rebuilt' : ''}`);
    const seconds = run(cli('generate-registry'), ['--contracts', String(contracts), '--seed', String(seed)], {
      DATABASE_URL: url,
    });
    let rebuild = 0;
    if (rebuilt) for (const p of projections) rebuild += run(cli('rebuild'), [p.name], { DATABASE_URL: url });
    return { url, asOf: found.as_of, generated: { seconds: seconds + rebuild, rebuilt } };
  }
  const seconds = run(cli('generate-registry'), ['--contracts', String(contracts), '--seed', String(seed)], {
    DATABASE_URL: url,
  });
  const [row] = await query(url, 'SELECT as_of FROM generated_register');
  return { url, asOf: row.as_of, generated: { seconds, rebuilt: false } };
}
