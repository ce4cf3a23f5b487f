import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { CLEAN_EXPORTS, EXPORTS_QUEUE } from './export-jobs.js';
import { ExportProcessor } from './export.processor.js';
import { ExportStore } from './export-store.js';
import { ExportsController } from './exports.controller.js';

/** Downloads of the contract lists in PDF, DOC and XLS, written by a queue of their own. */
@Module({
  imports: [BullModule.registerQueue({ name: EXPORTS_QUEUE })],
  controllers: [ExportsController],
  providers: [ExportStore, ExportProcessor],
})
export class ExportsModule implements OnApplicationBootstrap {
  constructor(@Inject(getQueueToken(EXPORTS_QUEUE)) private readonly queue: Queue) {}

  /** Every hour, the downloads older than a day are removed with their files. */
  async onApplicationBootstrap() {
    await this.queue.upsertJobScheduler(CLEAN_EXPORTS, { every: 3600_000 }, { name: CLEAN_EXPORTS, data: {} });
  }
}
