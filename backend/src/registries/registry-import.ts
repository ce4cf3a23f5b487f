import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import { CsvError, readCsv } from './csv.js';
import { REGISTRIES, type RegistryName, type RegistryRow } from './registry-rows.js';
import { WRITE_BATCH, writeRegistryRows } from './registry-writer.js';

export interface ImportProgress {
  rows: number;
  bytes: number;
  totalBytes: number;
}

/**
 * Imports a registry extract (CSV with a header of the registry's column names) in one transaction:
 * every row is checked with the registry's schema, and the first bad one stops the import with its line
 * and field, leaving the table as it was. Existing keys are updated. Answers how many rows were written.
 * Extracts of one registry load one after the other.
 */
export async function importRegistryCsv(
  db: DataSource,
  registry: RegistryName,
  path: string,
  onProgress: (p: ImportProgress) => void = () => undefined,
): Promise<number> {
  const { columns, schema, optional } = REGISTRIES[registry];
  const totalBytes = (await stat(path)).size;
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 16 });
  let bytes = 0;
  const counted = (async function* () {
    for await (const chunk of stream as AsyncIterable<string>) {
      bytes += Buffer.byteLength(chunk);
      yield chunk.charCodeAt(0) === 0xfeff && bytes === Buffer.byteLength(chunk) ? chunk.slice(1) : chunk;
    }
  })();

  return db.transaction(async (em) => {
    // One extract of a registry at a time: two writing the same rows in different orders deadlocked, and
    // the later one is meant to win whole (a supervisor's double click, two workers, the CLI beside them).
    await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`registry-import:${registry}`]);
    // Objects and districts name their region (objects their district too) by SOATO code: an unknown one
    // is named by its row, not left to a foreign-key error that names none.
    const known = registry === 'cadastral-objects' || registry === 'districts' ? await soatoCodes(em) : undefined;
    let header: string[] | undefined;
    let batch: RegistryRow[] = [];
    let rows = 0;
    for await (const { line, fields } of readCsv(counted)) {
      if (!header) {
        header = fields.map((f) => f.trim());
        const expected = Object.keys(columns);
        const missing = expected.filter((c) => !header!.includes(c) && !(optional as readonly string[]).includes(c));
        const unknown = header.filter((c) => !expected.includes(c));
        if (missing.length) throw new CsvError(line, missing[0], `the header has no column ${missing.join(', ')}`);
        if (unknown.length) throw new CsvError(line, unknown[0], `unknown column (expected ${expected.join(', ')})`);
        continue;
      }
      if (fields.length !== header.length)
        throw new CsvError(line, undefined, `${fields.length} fields, the header has ${header.length}`);
      const raw: Record<string, string> = {};
      for (const field of Object.values(columns) as string[]) raw[field] = '';
      header.forEach((column, i) => (raw[columns[column as keyof typeof columns] as string] = fields[i]!));
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = Object.entries(columns).find(([, f]) => f === issue.path[0])?.[0] ?? String(issue.path[0]);
        throw new CsvError(line, field, `${issue.message} (${JSON.stringify(raw[String(issue.path[0])] ?? '')})`);
      }
      const row = parsed.data as RegistryRow;
      if (known && row.regionSoato != null && !known.has(String(row.regionSoato)))
        throw new CsvError(line, 'region_soato', `unknown region ${row.regionSoato}`);
      if (known && row.districtSoato != null && !known.has(String(row.districtSoato)))
        throw new CsvError(line, 'district_soato', `unknown district ${row.districtSoato}`);
      batch.push(row);
      if (batch.length === WRITE_BATCH) {
        await writeRegistryRows(em, registry, batch);
        rows += batch.length;
        batch = [];
        onProgress({ rows, bytes, totalBytes });
      }
    }
    if (!header) throw new CsvError(1, undefined, 'the file is empty');
    await writeRegistryRows(em, registry, batch);
    rows += batch.length;
    onProgress({ rows, bytes: totalBytes, totalBytes });
    return rows;
  });
}

async function soatoCodes(em: { query: DataSource['query'] }): Promise<Set<string>> {
  const rows: { soato: string }[] = await em.query('SELECT soato FROM regions UNION ALL SELECT soato FROM districts');
  return new Set(rows.map((r) => r.soato));
}
