import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * How many rows a query finds, counted no further than `upTo` when given (a list's count stops past its
 * page, not at a large party's last row: content-range.ts). Runs where the query would, in its
 * transaction if it has one.
 */
export async function countRows(query: SelectQueryBuilder<ObjectLiteral>, upTo?: number): Promise<number> {
  const matching = query.select('1');
  if (upTo !== undefined) matching.limit(upTo);
  const row = await query
    .createQueryBuilder()
    .select('count(*)::int', 'n')
    .from(`(${matching.getQuery()})`, 'matching')
    .setParameters(matching.getParameters())
    .getRawOne<{ n: number }>();
  return row?.n ?? 0;
}
