import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

const byEntity = new WeakMap<object, Map<string, string>>();

/**
 * Rows for `jsonb_populate_record(set)`, which matches JSON keys to column names: each entity property
 * renamed to its column. A property left out (or undefined, which JSON drops) is left out of the JSON, so
 * a populated record keeps the base row's value there, as TypeORM skips undefined. New rows, populated
 * over NULL, may leave their nulls out (`dropNulls`): a smaller text to write and to parse.
 */
export function byColumn<T extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly object[],
  { dropNulls = false } = {},
): Record<string, unknown>[] {
  const metadata = em.connection.getMetadata(entity);
  let names = byEntity.get(metadata);
  if (!names) {
    names = new Map(metadata.columns.map((c) => [c.propertyName, c.databaseName]));
    byEntity.set(metadata, names);
  }
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [property, value] of Object.entries(row)) {
      if (dropNulls && value === null) continue;
      const column = names.get(property);
      if (!column) throw new Error(`${metadata.tableName} has no column for ${property}`);
      out[column] = value;
    }
    return out;
  });
}
