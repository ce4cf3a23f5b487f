import type { EntityManager } from 'typeorm';
import { REGISTRIES, type RegistryName, type RegistryRow } from './registry-rows.js';

/** Rows per INSERT: big enough to be fast, small enough to stay under PostgreSQL's parameter limit. */
export const WRITE_BATCH = 2000;

/**
 * Writes validated rows into a registry table, a batch per statement; an existing key is updated (an
 * extract replaces what an older one said). Runs inside the caller's transaction.
 */
export async function writeRegistryRows(
  em: EntityManager,
  registry: RegistryName,
  rows: readonly RegistryRow[] | readonly object[],
): Promise<void> {
  const { table, key, columns } = REGISTRIES[registry];
  const names = Object.keys(columns);
  const fields = Object.values(columns) as string[];
  const updates = names.filter((c) => !(key as readonly string[]).includes(c)).map((c) => `${c} = excluded.${c}`);
  for (let start = 0; start < rows.length; start += WRITE_BATCH) {
    const batch = rows.slice(start, start + WRITE_BATCH);
    const params: unknown[] = [];
    const tuples = batch.map(
      (row) => `(${fields.map((f) => `$${params.push(columnValue((row as Record<string, unknown>)[f]))}`).join(', ')})`,
    );
    await em.query(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${updates.join(', ')}`,
      params,
    );
  }
}

/** A list (a legal entity's founders) goes into its jsonb column as JSON, not as pg's array literal. */
const columnValue = (value: unknown): unknown => (Array.isArray(value) ? JSON.stringify(value) : (value ?? null));
