import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { Inject } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { type ExportFormat, type LocalDate, tashkentDate } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { LOGGER } from '../logging/logger.js';
import { failedForGood } from '../redis/job-states.js';
import { RatesService } from '../registries/rates.service.js';
import {
  BUILD_EXPORT,
  BUILD_INVOICE_EXPORT,
  type BuildExportJob,
  type BuildInvoiceExportJob,
  CLEAN_EXPORTS,
  DRAW_SLICE,
  EXPORT_KEEP_HOURS,
  EXPORTS_QUEUE,
} from './export-jobs.js';
import { cellPages, ExportLists, type ListRows } from './export-lists.js';
import { listPages } from './export-rows.js';
import { ExportStore } from './export-store.js';
import { cellsOf, type ExportTable, headingsOf } from './export-table.js';
import { invoiceCells, invoiceHeadings, invoicePages } from './invoice-export-rows.js';

type Writer = (table: ExportTable, pages: AsyncIterable<string[][]>, out: Writable) => Promise<void>;
/** A download's job: its id, and its list's request (a list of another room's has its own, ExportLists). */
type BuildJob = BuildExportJob | BuildInvoiceExportJob | { exportId: string; request: unknown };
type ExportOwnerRecord = NonNullable<Awaited<ReturnType<ExportStore['ownerOf']>>>;
/**
 * Each format's writer, loaded when a download of it is first made: pdfkit, docx and exceljs together
 * weigh some 50 MB of memory that an instance serving no downloads never needs.
 */
const WRITERS: Record<ExportFormat, () => Promise<Writer>> = {
  pdf: async () => (await import('./pdf-writer.js')).writePdf,
  doc: async () => (await import('./docx-writer.js')).writeDocx,
  xls: async () => (await import('./xlsx-writer.js')).writeXlsx,
};

/**
 * Writes a list's download: pages through the list's rows, hands them to the format's writer and stores
 * the file in chunks; the download's row says how many rows are done, for the page's progress bar.
 * One at a time per instance: a DOC holds its whole document in memory.
 */
@Processor(EXPORTS_QUEUE, { concurrency: 1, autorun: false })
export class ExportProcessor extends WorkerHost {
  constructor(
    private readonly db: DataSource,
    private readonly store: ExportStore,
    private readonly rates: RatesService,
    private readonly lists: ExportLists,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    super();
  }

  /**
   * A download's job failed for good: its last try, or stalled once too often by workers killed mid-run
   * (BullMQ fails that without running it). Left open, it would say "in progress" and count among its
   * requester's three under way for the hour.
   */
  @OnWorkerEvent('failed')
  onFailed(job: Job<Partial<BuildJob>> | undefined): Promise<void> {
    const exportId = failedForGood(job) ? job.data.exportId : undefined;
    if (!exportId) return Promise.resolve();
    return this.store
      .fail(exportId)
      .catch((err: unknown) => this.log.warn({ err, export: exportId }, 'failed download not marked'));
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case BUILD_EXPORT:
      case BUILD_INVOICE_EXPORT:
        return this.build(job as Job<BuildJob>);
      case CLEAN_EXPORTS:
        return { removed: await this.store.removeOlderThan(EXPORT_KEEP_HOURS) };
      default:
        if (this.lists.rowsOf(job.name)) return this.build(job as Job<BuildJob>);
        throw new Error(`Unknown job ${job.name}`);
    }
  }

  /** A contracts list: its rows as the list shows them to the owner, in the list's sort. */
  private contracts({ request }: BuildExportJob, owner: ExportOwnerRecord, today: LocalDate): ListRows {
    return {
      table: { title: request.labels.title, lang: request.lang, headings: headingsOf(request.labels) },
      pages: cellPages(listPages(this.db, owner, request.filter, request.sort), (row) =>
        cellsOf(row, request.labels, today, owner.partyId),
      ),
    };
  }

  /** A lessor's invoices list: each month's amount at its BHM, as the list shows it. */
  private async invoices(
    { request }: BuildInvoiceExportJob,
    owner: ExportOwnerRecord,
    today: LocalDate,
  ): Promise<ListRows> {
    const bhmValues = await this.rates.bhmValues();
    return {
      table: { title: request.labels.title, lang: request.lang, headings: invoiceHeadings(request.labels) },
      pages: cellPages(invoicePages(this.db, owner, request.filter, today, bhmValues), (i) =>
        invoiceCells(i, request.labels),
      ),
    };
  }

  private async build(job: Job<BuildJob>): Promise<void> {
    const { exportId } = job.data;
    const owner = await this.store.ownerOf(exportId);
    if (!owner) return;
    try {
      await this.store.start(exportId);
      const today = tashkentDate(this.clock.now());
      const sink = this.store.sink(exportId);
      const { table, pages } =
        job.name === BUILD_INVOICE_EXPORT
          ? await this.invoices(job.data as BuildInvoiceExportJob, owner, today)
          : job.name === BUILD_EXPORT
            ? this.contracts(job.data as BuildExportJob, owner, today)
            : this.lists.rowsOf(job.name)!(job.data.request);
      const { store } = this;
      // Each fetch is drawn before the next; the row count moves on after each. Drawing is synchronous
      // work, so it goes in slices with a turn of the event loop between: the API on this instance keeps
      // answering (and BullMQ keeps renewing the job's lock) while a long file is written.
      async function* cells() {
        let done = 0;
        for await (const { rows, total } of pages) {
          for (let i = 0; i < rows.length; i += DRAW_SLICE) {
            yield rows.slice(i, i + DRAW_SLICE);
            await setImmediate();
          }
          done += rows.length;
          await store.progress(exportId, done, total);
        }
      }
      // A store that fails (the database away) ends the run at once, whatever the writer was doing.
      const write = await WRITERS[owner.format]();
      await Promise.all([write(table, cells(), sink), finished(sink)]);
      await this.store.finish(exportId, sink.size);
      this.log.info({ export: exportId, format: owner.format, bytes: sink.size }, 'list export written');
    } catch (error) {
      this.log.warn(
        {
          export: exportId,
          attempt: job.attemptsMade + 1,
          reason: error instanceof Error ? error.message : String(error),
        },
        'list export failed',
      );
      throw error;
    }
  }
}
