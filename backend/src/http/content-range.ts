import type { Response } from 'express';

/**
 * A long list is counted as far as the next thousand past its page's end, not to its last row: a large
 * party's lists hold tens of thousands, and each page would count them all. One that holds more says so
 * in X-Total-Bound (docs/api.md), and the page says "more than" it.
 */
const COUNT_STEP = 1000;

/** How far a list is counted for a page that ends at row `end`: it counts one row past this to know there are more. */
export const countBound = (end: number): number => Math.ceil((end + 1) / COUNT_STEP) * COUNT_STEP;

/** What X-Total-Bound says of a list counted up to one past `bound`: the bound when it holds more, else null (none, or counted whole). */
export const totalBoundOf = (total: number, bound: number | null): number | null =>
  bound !== null && total > bound ? bound : null;

/**
 * A page of a list as ra-data-simple-rest reads it: `Content-Range: <resource> <first>-<last>/<total>`,
 * `*` in place of the rows when the page holds none; with `totalBound`, a list counted only that far that
 * holds more (`X-Total-Bound`).
 */
export function setContentRange(
  res: Response,
  resource: string,
  start: number,
  rows: number,
  total: number,
  totalBound: number | null = null,
): void {
  res.setHeader('Content-Range', `${resource} ${rows ? `${start}-${start + rows - 1}` : '*'}/${total}`);
  if (totalBound !== null) res.setHeader('X-Total-Bound', String(totalBound));
}
