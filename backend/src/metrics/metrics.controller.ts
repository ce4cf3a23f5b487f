import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Header, Headers, Inject, UnauthorizedException } from '@nestjs/common';
import type { Registry } from 'prom-client';
import { MessageKeys } from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Public } from '../http/principal.js';
import { METRICS } from './metrics.js';
import { Answers } from '../http/answers.js';

/**
 * Prometheus metrics. They hold no personal data, only counts and positions; where METRICS_TOKEN is
 * set, a scraper must send it as a bearer token (the endpoint then answers no one else).
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(METRICS) private readonly registry: Registry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Answers.file('text/plain')
  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  async scrape(@Headers('authorization') authorization: string | undefined): Promise<string> {
    const token = this.config.METRICS_TOKEN;
    if (token && !sameSecret(authorization ?? '', `Bearer ${token}`))
      throw new UnauthorizedException({ code: 'UNAUTHORIZED', message: MessageKeys.unauthorized });
    return this.registry.metrics();
  }
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
