import type { Response } from 'express';

/**
 * A page of a list as ra-data-simple-rest reads it: `Content-Range: <resource> <first>-<last>/<total>`,
 * `*` in place of the rows when the page holds none.
 */
export function setContentRange(res: Response, resource: string, start: number, rows: number, total: number): void {
  res.setHeader('Content-Range', `${resource} ${rows ? `${start}-${start + rows - 1}` : '*'}/${total}`);
}
