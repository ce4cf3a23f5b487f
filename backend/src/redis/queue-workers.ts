import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { runsWorkers } from '../config/process-role.js';
import { LOGGER } from '../logging/logger.js';

/**
 * Starts the BullMQ processors in a process that runs the background work (process-role.ts); an api
 * process only enqueues. Every @Processor is declared with `autorun: false` so that none takes a job
 * before this decides: one that is already running at start was declared without it, and the portal
 * refuses to start rather than run jobs in a process that was told not to.
 */
@Injectable()
export class QueueWorkers implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const hosts = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    const started = hosts.filter((host) => host.worker.isRunning()).map((host) => host.worker.name);
    if (started.length > 0)
      throw new Error(`queue processors declared without autorun: false: ${started.join(', ')} (queue-workers.ts)`);
    if (!runsWorkers(this.config)) return;
    for (const host of hosts) {
      // run() settles when the worker closes (at shutdown, by @nestjs/bullmq); a failure is logged, not thrown into the void.
      host.worker
        .run()
        .catch((error: unknown) => this.log.error({ err: error, queue: host.worker.name }, 'queue worker stopped'));
    }
  }
}
