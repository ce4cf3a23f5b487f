import { Module } from '@nestjs/common';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { MetricsController } from './metrics.controller.js';
import { createMetrics, METRICS } from './metrics.js';

@Module({
  controllers: [MetricsController],
  providers: [{ provide: METRICS, inject: [ProjectorRunner], useFactory: createMetrics }],
  exports: [METRICS],
})
export class MetricsModule {}
