// `npm run generate -- --contracts 1000000 [--seed 1]`: fills the registries with deterministic synthetic
// parties and objects for a register of that many contracts (see registry-generator.ts), with progress.
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { ensureDatabase } from '../database/ensure-database.js';
import { generateRegistry, registrySizes } from '../registries/registry-generator.js';
import { REGISTRY_NAMES } from '../registries/registry-rows.js';
import { writeRegistryRows } from '../registries/registry-writer.js';
import { progressBar } from './progress.js';

const { values } = parseArgs({ options: { contracts: { type: 'string', default: '10000' }, seed: { type: 'string', default: '1' } } });
const contracts = Number(values.contracts);
const seed = Number(values.seed);
if (!Number.isInteger(contracts) || contracts < 1 || contracts > 20_000_000 || !Number.isInteger(seed)) {
  process.stderr.write('Usage: npm run generate -- --contracts <1..20000000> [--seed <integer>]\n');
  process.exit(2);
}

const config = loadConfig();
await ensureDatabase(config.DATABASE_URL);
const db = await new DataSource(dataSourceOptions(config.DATABASE_URL)).initialize();
const sizes = registrySizes(contracts);
const started = Date.now();
try {
  for (const registry of REGISTRY_NAMES) {
    const bar = progressBar(`generate ${registry}`);
    let written = 0;
    // One transaction per registry: a stopped run leaves each registry whole or as it was.
    await db.transaction(async (em) => {
      for (const batch of generateRegistry(registry, contracts, seed)) {
        await writeRegistryRows(em, registry, batch);
        written += batch.length;
        bar.update(written, sizes[registry], `${written.toLocaleString('en')} of ${sizes[registry].toLocaleString('en')}`);
      }
    });
    bar.finish(`${written.toLocaleString('en')} rows`);
  }
  process.stderr.write(`registries for ${contracts.toLocaleString('en')} contracts (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
} finally {
  await db.destroy();
}
