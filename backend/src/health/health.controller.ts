import { z } from 'zod';
import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { MessageKeys } from '@rent/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { Public } from '../http/principal.js';
import { REDIS, REQUEST_BUDGET_MS, withinBudget } from '../redis/redis-guard.js';
import { Answers } from '../http/answers.js';

/** `/api/health`: ok, or degraded naming the stalled read models. */
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  stalledProjections: z.array(z.unknown()).optional(),
});

/** Terminus's answer: what was checked, each with its status and details. */
const readinessSchema = z.object({
  status: z.string(),
  info: z.record(z.string(), z.unknown()).optional(),
  error: z.record(z.string(), z.unknown()).optional(),
  details: z.record(z.string(), z.unknown()),
});

/**
 * The process's health for people and for orchestrators. `/api/health` (monitoring, the operators): 503
 * when the database does not answer; a stalled read model does not take the instance out of service
 * (every instance shares it, and the rest of the portal works): the answer says `degraded` and names it.
 * `/api/health/live`: the process answers at all (restart it when not). `/api/health/ready`: it can serve
 * now, PostgreSQL and Redis answering and every read model within READY_MAX_LAG_SECONDS of the log
 * (send it no traffic when not); a draining process has already closed its port (graceful-shutdown.ts).
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly runner: ProjectorRunner,
    private readonly checks: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Answers.json(healthSchema)
  @Get()
  async health() {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({ code: 'DATABASE_DOWN', message: MessageKeys.errorOccurred });
    }
    const stalled = await this.runner.stalled();
    return stalled.length ? { status: 'degraded', stalledProjections: stalled } : { status: 'ok' };
  }

  @Public()
  @Answers.json(readinessSchema)
  @Get('live')
  live() {
    return this.checks.check([]);
  }

  @Public()
  @Answers.json(readinessSchema)
  @Get('ready')
  async ready() {
    try {
      return await this.checks.check([
        () => this.database.pingCheck('database').withTimeout(REQUEST_BUDGET_MS),
        () => this.redisAnswers(),
        () => this.readModelsCurrent(),
      ]);
    } catch (error) {
      // Terminus's answer names what is down; it goes out in the portal's error shape.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const { details } = error.getResponse() as { details?: unknown };
      throw new ServiceUnavailableException({ code: 'NOT_READY', message: MessageKeys.serviceUnavailable, details });
    }
  }

  private async redisAnswers() {
    const redis = this.indicators.check('redis');
    try {
      await withinBudget(this.redis.ping(), REQUEST_BUDGET_MS);
      return redis.up();
    } catch {
      return redis.down('no answer');
    }
  }

  private async readModelsCurrent() {
    const readModels = this.indicators.check('readModels');
    const bound = this.config.READY_MAX_LAG_SECONDS;
    const behind = (await this.runner.status())
      .filter((p) => p.lagSeconds > bound)
      .map((p) => ({ name: p.name, lagSeconds: Math.round(p.lagSeconds), stalled: p.stalled !== null }));
    return behind.length ? readModels.down({ boundSeconds: bound, behind }) : readModels.up({ boundSeconds: bound });
  }
}
