import { WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import { Counter, Gauge, type Registry } from 'prom-client';
import { RedisGuard, withinBudget } from '../redis/redis-guard.js';
import { METRICS } from './metrics.js';

/** The states a queue's jobs are counted in. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** What a scrape waits for the queues' counts at most: a Redis that is slow or away must not hold it up. */
export const QUEUE_READ_BUDGET_MS = 1000;

/**
 * The BullMQ queues' depths, read from Redis when scraped, and the failed attempts of the jobs this
 * process ran. Queues and workers are found among the app's providers, so a new queue is measured
 * without being named here. With Redis away the depths are left out of the scrape (rent_queue_up 0),
 * and the scrape answers at once.
 */
@Injectable()
export class QueueMetrics implements OnModuleInit, OnApplicationBootstrap {
  private failures: Counter<'queue'> | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly redis: RedisGuard,
    @Inject(METRICS) private readonly registry: Registry,
  ) {}

  onModuleInit(): void {
    // One per name: a queue may be registered in more than one module (the staff's jobs screen reads them all).
    const queues = [...new Map(this.instances((i): i is Queue => i instanceof Queue).map((q) => [q.name, q])).values()];
    const redis = this.redis;
    // One read of the counts serves both gauges of a scrape (collected together), so they agree.
    let reading: Promise<Map<string, Record<string, number> | undefined>> | undefined;
    const counts = () =>
      (reading ??= Promise.all(
        queues.map(async (queue) => {
          const read = redis.available
            ? await withinBudget(queue.getJobCounts(...QUEUE_STATES), QUEUE_READ_BUDGET_MS).catch(() => undefined)
            : undefined;
          return [queue.name, read] as const;
        }),
      )
        .then((read) => new Map(read))
        .finally(() => {
          reading = undefined;
        }));
    new Gauge({
      name: 'rent_queue_up',
      help: '1 when the queue’s counts were read from Redis for this scrape, 0 when Redis did not answer in time',
      labelNames: ['queue'],
      registers: [this.registry],
      async collect() {
        for (const [queue, read] of await counts()) this.set({ queue }, read ? 1 : 0);
      },
    });
    new Gauge({
      name: 'rent_queue_jobs',
      help: 'Jobs in the queue by state (waiting, active, delayed, failed), read from Redis when scraped',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        // Counts of an earlier scrape are not passed off as this one's.
        this.reset();
        for (const [queue, read] of await counts())
          for (const state of read ? QUEUE_STATES : []) this.set({ queue, state }, read![state] ?? 0);
      },
    });
    this.failures = new Counter({
      name: 'rent_queue_job_failures_total',
      help: 'Failed attempts of the jobs this process ran, by queue (a job tried again counts each failed attempt)',
      labelNames: ['queue'],
      registers: [this.registry],
    });
  }

  /** Workers are made by @nestjs/bullmq while modules initialise: they are there once the app starts. */
  onApplicationBootstrap(): void {
    for (const host of this.instances((i): i is WorkerHost => i instanceof WorkerHost)) {
      const queue = host.worker.name;
      this.failures!.inc({ queue }, 0);
      host.worker.on('failed', () => this.failures!.inc({ queue }));
    }
  }

  private instances<T>(is: (instance: unknown) => instance is T): T[] {
    return this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter(is);
  }
}
