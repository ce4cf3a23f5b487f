// `npm run generate -- --contracts 1000000 [--seed 1] [--as-of 2026-11-23]`: a register as the portal would
// hold it, with progress: the registries' synthetic parties and objects, the contracts' events written
// through the event store, and every read model built from them (seed/register-generation.ts).
// With SEED_DEMO the demo accounts come too, the large party's among them: sign in as 301234567
// (Demo-Lessor-2026) to see its ~5% of the register. A rerun continues a stopped run or says the register
// is there.
import { parseArgs } from 'node:util';
import { migratingDataSource } from '../database/migrating-data-source.js';
import { loadConfig } from '../config/config.js';
import { dataSourceOptions } from '../data-source-options.js';
import { ensureDatabase } from '../database/ensure-database.js';
import { generateRegister, generatorRefusal } from '../seed/register-generation.js';
import { seedDemoData } from '../seed/seed-demo-data.js';
import { progressBar } from './progress.js';

const { values } = parseArgs({
  options: {
    contracts: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    'as-of': { type: 'string' },
  },
});
const contracts = Number(values.contracts);
const seed = Number(values.seed);
const asOf = values['as-of'] === undefined ? undefined : new Date(values['as-of']);
if (
  !Number.isInteger(contracts) ||
  contracts < 1 ||
  contracts > 20_000_000 ||
  !Number.isInteger(seed) ||
  (asOf && Number.isNaN(asOf.getTime()))
) {
  process.stderr.write(
    'Usage: npm run generate -- --contracts <1..20000000> [--seed <integer>] [--as-of <ISO date>]\n',
  );
  process.exit(2);
}

const config = loadConfig();
// Before anything is created or written.
const refusal = generatorRefusal(config);
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(2);
}
await ensureDatabase(config.DATABASE_URL);
const db = await migratingDataSource(dataSourceOptions(config.DATABASE_URL));
const bars = new Map<string, ReturnType<typeof progressBar>>();
let current = '';
try {
  const report = await generateRegister(
    db,
    config.DATABASE_URL,
    {
      contracts,
      seed,
      asOf,
      progress: (phase, done, total, detail) => {
        if (phase !== current) bars.get(current)?.finish('done');
        current = phase;
        if (!bars.has(phase)) bars.set(phase, progressBar(phase));
        bars.get(phase)!.update(done, total, detail);
      },
      say: (line) => {
        bars.get(current)?.finish('done');
        current = '';
        process.stderr.write(`${line}\n`);
      },
    },
    () => (config.SEED_DEMO ? seedDemoData(db) : Promise.resolve()),
  );
  bars.get(current)?.finish('done');
  const { seconds } = report;
  process.stderr.write(
    `register of ${contracts.toLocaleString('en')} contracts (seed ${seed}, as of ${report.asOf.toISOString().slice(0, 10)}), ${report.events.toLocaleString('en')} events: ` +
      `registries ${seconds.registries.toFixed(1)} s, contracts ${seconds.contracts.toFixed(1)} s, read models ${seconds.readModels.toFixed(1)} s\n`,
  );
  if (!config.SEED_DEMO)
    process.stderr.write(
      'No demo accounts (SEED_DEMO is off): a portal started with SEED_DEMO=1 adds them, 301234567 among them.\n',
    );
} finally {
  await db.destroy();
}
