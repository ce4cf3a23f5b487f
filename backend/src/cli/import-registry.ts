// `npm run import -- <registry> <file.csv>`: loads a registry extract, all or nothing, with progress.
import { migratingDataSource } from '../database/migrating-data-source.js';
import { loadConfig } from '../config/config.js';
import { dataSourceOptions } from '../data-source-options.js';
import { ensureDatabase } from '../database/ensure-database.js';
import { CsvError } from '../registries/csv.js';
import { importRegistryCsv } from '../registries/registry-import.js';
import { REGISTRY_NAMES, type RegistryName } from '../registries/registry-rows.js';
import { progressBar } from './progress.js';

const [registry, path] = process.argv.slice(2);
if (!registry || !path || !REGISTRY_NAMES.includes(registry as RegistryName)) {
  process.stderr.write(`Usage: npm run import -- <${REGISTRY_NAMES.join(' | ')}> <file.csv>\n`);
  process.exit(2);
}

const config = loadConfig();
await ensureDatabase(config.DATABASE_URL);
const db = await migratingDataSource(dataSourceOptions(config.DATABASE_URL));
const bar = progressBar(`import ${registry}`);
try {
  const rows = await importRegistryCsv(db, registry as RegistryName, path, (p) =>
    bar.update(p.bytes, p.totalBytes, `${p.rows.toLocaleString('en')} rows`),
  );
  bar.finish(`${rows.toLocaleString('en')} rows imported from ${path}`);
} catch (error) {
  if (!(error instanceof CsvError)) throw error;
  process.stderr.write(`\n✖ ${path}, ${error.message}. Nothing was imported.\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
