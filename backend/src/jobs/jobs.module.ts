import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { contractJobsReactor } from './contract-jobs.reactor.js';
import { ContractJobsProcessor } from './contract-jobs.processor.js';
import { CONTRACT_JOBS, DEFAULT_JOB_OPTIONS } from './job-registry.js';
import { JobsController } from './jobs.controller.js';

/** BullMQ's connection from REDIS_URL; workers must not give up a command while Redis is away. */
export function redisConnection(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ connection: redisConnection(config.REDIS_URL), prefix: config.QUEUE_PREFIX }),
    }),
    BullModule.registerQueue({ name: CONTRACT_JOBS, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
  ],
  controllers: [JobsController],
  providers: [ContractJobsProcessor],
  exports: [ContractJobsProcessor],
})
export class JobsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(getQueueToken(CONTRACT_JOBS)) private readonly queue: Queue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projector: ProjectorRunner,
  ) {}

  /** The reactor joins the projector before it starts, so it follows the log from its own checkpoint. */
  onModuleInit() {
    this.projector.register(contractJobsReactor(this.queue, this.store, this.clock));
  }

  /** Once a day, a little after midnight in Tashkent, the sweep. */
  async onApplicationBootstrap() {
    await this.queue.upsertJobScheduler('expiry-sweep', { pattern: '0 5 0 * * *', tz: 'Asia/Tashkent' }, { name: 'expiry-sweep', data: {} });
  }
}
