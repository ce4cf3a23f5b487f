import type { JobsOptions } from 'bullmq';
import type { ExportFormat, ExportRequest } from './export-request.js';

/** The queue that writes the lists' downloads: a request never waits for a long list to be written. */
export const EXPORTS_QUEUE = 'exports';
export const BUILD_EXPORT = 'build-export';
export const CLEAN_EXPORTS = 'clean-exports';

/** A download to write: its id (its row names the owner and format) and what the user asked for. */
export interface BuildExportJob {
  exportId: string;
  request: Omit<ExportRequest, 'format'>;
}

/**
 * The most rows one download holds, by format (measured on a development machine). XLS and PDF are
 * written slice by slice into chunks, so their memory stays bounded whatever the count; their bounds
 * keep the time and a file one can open: XLS takes some 0.2-0.5 ms a row (100 000 rows within a
 * minute), PDF some 0.5 ms a row and a page per 13-40 rows (20 000 rows: about 10 s, 500-1 500 pages).
 * The DOC writer (the docx package) builds its whole document in memory, about 50 MB of heap per
 * thousand rows, which sets its bound. A party with more narrows the list (dates, state, kind).
 */
export const MAX_EXPORT_ROWS: Record<ExportFormat, number> = { xls: 100_000, pdf: 20_000, doc: 5_000 };

/** How many rows one fetch from the database brings; progress moves on after each. */
export const EXPORT_PAGE = 500;

/** How many rows a writer draws before the event loop gets a turn (a PDF row takes about half a millisecond). */
export const DRAW_SLICE = 50;

/** Finished files are kept this long for the requester to fetch, then removed by the cleaning job. */
export const EXPORT_KEEP_HOURS = 24;

/** A failure is retried once (a lost connection); a second one marks the download failed. */
export const EXPORT_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 1000 },
  removeOnComplete: { age: 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
