import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { BACKGROUND_BUDGET_MS, RedisGuard } from '../redis/redis-guard.js';
import { RedisLossWatch } from '../redis/redis-loss-watch.js';
import { CLEAN_EXPORTS, EXPORTS_QUEUE } from './export-jobs.js';
import { ExportLists } from './export-lists.js';
import { ExportProcessor } from './export.processor.js';
import { ExportStore } from './export-store.js';
import { ExportsController } from './exports.controller.js';
import { ExportStarter } from './export-starter.js';
import { InvoiceExportsController } from './invoice-exports.controller.js';
import { RegistriesModule } from '../registries/registries.module.js';

/**
 * Downloads of the contract lists and of a lessor's invoices in PDF, DOC and XLS, written by a queue of their
 * own; other rooms' lists (the staff's search) are written by it too (ExportLists).
 */
@Module({
  imports: [BullModule.registerQueue({ name: EXPORTS_QUEUE }), RegistriesModule],
  controllers: [ExportsController, InvoiceExportsController],
  providers: [ExportStore, ExportStarter, ExportProcessor, ExportLists],
  // The staff's search (operator/) has its downloads written, followed and fetched by the same machinery.
  exports: [ExportStore, ExportStarter, ExportLists],
})
export class ExportsModule implements OnModuleInit {
  constructor(
    @Inject(getQueueToken(EXPORTS_QUEUE)) private readonly queue: Queue,
    private readonly redis: RedisGuard,
    private readonly watch: RedisLossWatch,
    private readonly store: ExportStore,
  ) {}

  /**
   * Every hour, the downloads older than a day are removed with their files. The scheduler is declared
   * by the watch at start and again whenever Redis is found to have lost it. A download whose job Redis
   * lost cannot be written again (the request lives in the job alone): it is marked failed, so its page
   * says so and it is asked for again, rather than shown in progress for ever.
   */
  onModuleInit() {
    this.watch.register(EXPORTS_QUEUE, {
      restore: async (lost) => {
        if (lost) await this.store.failUnfinished();
        await this.redis.run(
          () => this.queue.upsertJobScheduler(CLEAN_EXPORTS, { every: 3600_000 }, { name: CLEAN_EXPORTS, data: {} }),
          BACKGROUND_BUDGET_MS,
        );
      },
    });
  }
}
