import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.js';

/**
 * BullMQ's queues and workers report each failed reconnect as an 'error' event, and one nobody listens
 * to goes to console.error: hundreds of lines a minute while Redis is away, outside the JSON log. They
 * are listened to here and logged at debug; the outage itself is logged once, by the portal's own
 * connection (redis.module).
 */
@Injectable()
export class QueueErrorLog implements OnModuleInit, OnApplicationBootstrap {
  private readonly debug = (error: Error) => this.log.debug({ err: error }, 'queue connection error');

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** Queues connect as soon as they are made, before the app starts. */
  onModuleInit(): void {
    for (const queue of this.instances((i): i is Queue => i instanceof Queue)) queue.on('error', this.debug);
  }

  /** Workers are made by @nestjs/bullmq while modules initialise, so they are there once the app starts. */
  onApplicationBootstrap(): void {
    for (const host of this.instances((i): i is WorkerHost => i instanceof WorkerHost))
      host.worker.on('error', this.debug);
  }

  private instances<T>(is: (instance: unknown) => instance is T): T[] {
    return this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter(is);
  }
}
