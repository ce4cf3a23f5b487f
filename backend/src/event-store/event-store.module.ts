import {
  type BeforeApplicationShutdown,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { projections } from '@rent/projections';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { runsWorkers } from '../config/process-role.js';
import { LOGGER } from '../logging/logger.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { SELECTED_EVENT_STORE, selectedEventStore } from './event-store-selection.js';
import { ProjectorRunner } from './projector-runner.js';
import { ReadAfter } from './read-after.js';
import { EventStoreTimings, TimedEventStore } from './timed-event-store.js';

/** Stops the runner before the pools close (Nest calls every beforeApplicationShutdown first). */
@Injectable()
class ProjectorLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly runner: ProjectorRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}
  async onApplicationBootstrap() {
    // An api process only listens for the checkpoints the worker processes move (process-role.ts).
    await this.runner.start(this.config.DATABASE_URL, { project: runsWorkers(this.config) });
  }
  async beforeApplicationShutdown() {
    await this.runner.stop();
  }
}

@Global()
@Module({
  providers: [
    EventStoreTimings,
    selectedEventStore,
    {
      provide: EVENT_STORE,
      inject: [SELECTED_EVENT_STORE, EventStoreTimings],
      useFactory: (store: EventStore, timings: EventStoreTimings) => new TimedEventStore(store, timings),
    },
    {
      provide: ProjectorRunner,
      inject: [DataSource, EVENT_STORE, LOGGER, APP_CONFIG],
      useFactory: (dataSource: DataSource, store: EventStore, log: Logger, config: AppConfig) =>
        new ProjectorRunner(dataSource, store, projections, log.child({ component: 'projector' }), {
          batchSize: 500,
          pollMs: config.PROJECTOR_POLL_MS,
          maxAttempts: config.PROJECTION_MAX_ATTEMPTS,
        }),
    },
    ProjectorLifecycle,
    ReadAfter,
  ],
  exports: [EVENT_STORE, EventStoreTimings, ProjectorRunner, ReadAfter],
})
export class EventStoreModule {}
