import type { JobsOptions } from 'bullmq';
import type { ExportFormat } from './export-request.js';

/** The queue that writes the lists' downloads: a request never waits for a long list to be written. */
export const EXPORTS_QUEUE = 'exports';
export const BUILD_EXPORT = 'build-export';
export const CLEAN_EXPORTS = 'clean-exports';

export interface BuildExportJob {
  exportId: string;
}

/**
 * The most rows one download holds, by format. PDF and XLS are written page by page into chunks, so
 * their memory stays bounded whatever the count; the bound only keeps a file one can open. The DOC
 * writer (the docx package) builds its whole document in memory, about 50 MB of heap per thousand
 * rows (measured), which sets its lower bound. A party with more narrows the list (dates, state, kind).
 */
export const MAX_EXPORT_ROWS: Record<ExportFormat, number> = { pdf: 100_000, xls: 100_000, doc: 5_000 };

/** How many rows one fetch from the database brings; progress moves on after each. */
export const EXPORT_PAGE = 500;

/** Finished files are kept this long for the requester to fetch, then removed by the cleaning job. */
export const EXPORT_KEEP_HOURS = 24;

/** A failure is retried once (a lost connection); a second one marks the download failed. */
export const EXPORT_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 1000 },
  removeOnComplete: { age: 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
