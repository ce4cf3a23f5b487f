import type { JobsOptions } from 'bullmq';
import type { ExportFormat, ExportRequest, InvoiceExportRequest } from '@rent/domain';

/** The queue that writes the lists' downloads: a request never waits for a long list to be written. */
export const EXPORTS_QUEUE = 'exports';
export const BUILD_EXPORT = 'build-export';
export const BUILD_INVOICE_EXPORT = 'build-invoice-export';
export const CLEAN_EXPORTS = 'clean-exports';

/** A download to write: its id (its row names the owner and format) and what the user asked for. */
export interface BuildExportJob {
  exportId: string;
  request: Omit<ExportRequest, 'format'>;
}

/** A lessor's invoices list to write (the list's filter and the page's words). */
export interface BuildInvoiceExportJob {
  exportId: string;
  request: Omit<InvoiceExportRequest, 'format'>;
}

/**
 * The most rows one download holds, by format. XLS and PDF are written slice by slice into chunks, so
 * their memory stays bounded whatever the count; their bounds keep the time and a file one can open.
 * Measured in the app over a million contracts (one party holding 100 000): XLS of 100 000 rows in
 * 47 s (5 MB), PDF of 20 000 rows in 28 s (3 MB, some 1 500 pages), the same party's list pages
 * answering meanwhile in 0.1-0.6 s. The DOC writer (the docx package) builds its whole document in
 * memory, about 50 MB of heap per thousand rows, which sets its bound. A party with more narrows the
 * list (dates, state, kind). The staff's search (operator/) is bound alike: its rows are the same contracts,
 * drawn by the same writers.
 */
export const MAX_EXPORT_ROWS: Record<ExportFormat, number> = { xls: 100_000, pdf: 20_000, doc: 5_000 };

/** How many rows one fetch from the database brings; progress moves on after each. */
export const EXPORT_PAGE = 500;

/** How many rows a writer draws before the event loop gets a turn (a PDF row takes up to a millisecond or two). */
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
