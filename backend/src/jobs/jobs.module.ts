import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { AttachmentsModule } from '../attachments/attachments.module.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { RedisLossWatch } from '../redis/redis-loss-watch.js';
import { contractJobsReactor } from './contract-jobs.reactor.js';
import { ContractJobsProcessor } from './contract-jobs.processor.js';
import { ContractJobsRestorer } from './contract-jobs.restorer.js';
import { DeclarationSms } from './declaration-sms.js';
import { InvoiceReminders } from './invoice-reminders.js';
import { CONTRACT_JOBS, DEFAULT_JOB_OPTIONS } from './job-registry.js';
import { JobsController } from './jobs.controller.js';
import { StaffJobs } from './staff-jobs.js';
import { StaffJobsController } from './staff-jobs.controller.js';
import { EXPORTS_QUEUE } from '../exports/export-jobs.js';
import { SMS_QUEUE } from '../sms/sms-jobs.js';

@Module({
  imports: [
    BullModule.registerQueue({ name: CONTRACT_JOBS, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
    // The other queues, for the staff's jobs screen only: their producers and workers live in their modules.
    BullModule.registerQueue({ name: SMS_QUEUE }, { name: EXPORTS_QUEUE }),
    AttachmentsModule,
  ],
  controllers: [JobsController, StaffJobsController],
  providers: [ContractJobsProcessor, ContractJobsRestorer, DeclarationSms, InvoiceReminders, StaffJobs],
  exports: [ContractJobsProcessor, StaffJobs],
})
export class JobsModule implements OnModuleInit {
  constructor(
    @Inject(getQueueToken(CONTRACT_JOBS)) private readonly queue: Queue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projector: ProjectorRunner,
    private readonly watch: RedisLossWatch,
    private readonly restorer: ContractJobsRestorer,
  ) {}

  /**
   * The reactor joins the projector before it starts, so it follows the log from its own checkpoint. The
   * sweep's scheduler and the jobs Redis may lose are the watch's to declare and restore: at start, and
   * whenever Redis is found without them, not only when the process starts.
   */
  onModuleInit() {
    this.projector.register(contractJobsReactor(this.queue, this.store, this.clock));
    this.watch.register(CONTRACT_JOBS, this.restorer);
  }
}
