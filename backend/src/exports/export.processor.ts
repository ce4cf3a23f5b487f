import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { Inject } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { type ExportFormat, tashkentDate } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { LOGGER } from '../logging/logger.js';
import {
  BUILD_EXPORT,
  type BuildExportJob,
  CLEAN_EXPORTS,
  DRAW_SLICE,
  EXPORT_KEEP_HOURS,
  EXPORTS_QUEUE,
} from './export-jobs.js';
import { listPages } from './export-rows.js';
import { ExportStore } from './export-store.js';
import { cellsOf, type ExportTable, headingsOf } from './export-table.js';

type Writer = (table: ExportTable, pages: AsyncIterable<string[][]>, out: Writable) => Promise<void>;
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
@Processor(EXPORTS_QUEUE, { concurrency: 1 })
export class ExportProcessor extends WorkerHost {
  constructor(
    private readonly db: DataSource,
    private readonly store: ExportStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case BUILD_EXPORT:
        return this.build(job as Job<BuildExportJob>);
      case CLEAN_EXPORTS:
        return { removed: await this.store.removeOlderThan(EXPORT_KEEP_HOURS) };
      default:
        throw new Error(`Unknown job ${job.name}`);
    }
  }

  private async build(job: Job<BuildExportJob>): Promise<void> {
    const { exportId, request } = job.data;
    const owner = await this.store.ownerOf(exportId);
    if (!owner) return;
    try {
      await this.store.start(exportId);
      const today = tashkentDate(this.clock.now());
      const sink = this.store.sink(exportId);
      const { db, store } = this;
      // Each fetch is drawn before the next; the row count moves on after each. Drawing is synchronous
      // work, so it goes in slices with a turn of the event loop between: the API on this instance keeps
      // answering (and BullMQ keeps renewing the job's lock) while a long file is written.
      async function* cells() {
        let done = 0;
        for await (const { rows, total } of listPages(db, owner!, request.filter, request.sort)) {
          for (let i = 0; i < rows.length; i += DRAW_SLICE) {
            yield rows.slice(i, i + DRAW_SLICE).map((row) => cellsOf(row, request.labels, today));
            await setImmediate();
          }
          done += rows.length;
          await store.progress(exportId, done, total);
        }
      }
      // A store that fails (the database away) ends the run at once, whatever the writer was doing.
      const write = await WRITERS[owner.format]();
      await Promise.all([
        write({ title: request.labels.title, lang: request.lang, headings: headingsOf(request.labels) }, cells(), sink),
        finished(sink),
      ]);
      await this.store.finish(exportId, sink.size);
      this.log.info({ export: exportId, format: owner.format, bytes: sink.size }, 'list export written');
    } catch (error) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.log.warn(
        {
          export: exportId,
          attempt: job.attemptsMade + 1,
          reason: error instanceof Error ? error.message : String(error),
        },
        'list export failed',
      );
      if (last) await this.store.fail(exportId);
      throw error;
    }
  }
}
