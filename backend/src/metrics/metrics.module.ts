import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { EventStoreTimings } from '../event-store/timed-event-store.js';
import { CommandMetrics } from './command-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { createMetrics, METRICS } from './metrics.js';
import { QueueMetrics } from './queue-metrics.js';

@Module({
  imports: [DiscoveryModule],
  controllers: [MetricsController],
  providers: [
    { provide: METRICS, inject: [ProjectorRunner, EventStoreTimings], useFactory: createMetrics },
    CommandMetrics,
    QueueMetrics,
  ],
  exports: [METRICS],
})
export class MetricsModule {}
