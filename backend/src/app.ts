import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { type Clock, systemClock } from './clock/clock.js';
import type { AppConfig } from './config/config.js';
import { servesApi } from './config/process-role.js';
import { ensureDatabase } from './database/ensure-database.js';
import { ApiErrorFilter } from './http/api-error.filter.js';
import { correlationIds } from './http/correlation-id.js';
import { GracefulShutdown } from './http/graceful-shutdown.js';
import { securityHeaders } from './http/security-headers.js';
import { serveFrontend } from './http/serve-frontend.js';
import { StorableTextPipe } from './http/storable-text.pipe.js';
import { workerSurface } from './http/worker-surface.js';
import { createLogger, NestPinoLogger } from './logging/logger.js';
import { requestMetrics } from './metrics/http-metrics.js';
import { METRICS } from './metrics/metrics.js';
import { seedDemoData } from './seed/seed-demo-data.js';

/**
 * Builds the whole application, ready to listen: the database made and migrated, demo data when asked,
 * the API under /api and the built frontend beside it. The tests build it the same way.
 */
export interface AppOptions {
  log?: Logger;
  /** The clock commands and jobs read; tests pass one they can move. */
  clock?: Clock;
  /** SIGTERM and SIGINT drain the process and exit (graceful-shutdown.ts): main.ts asks; tests close their apps themselves. */
  drainOnSignals?: boolean;
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestExpressApplication> {
  const log = options.log ?? createLogger(config.LOG_LEVEL, { readable: config.NODE_ENV === 'development' });
  await ensureDatabase(config.DATABASE_URL);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, log, options.clock ?? systemClock),
    {
      logger: new NestPinoLogger(log),
    },
  );
  app.disable('x-powered-by');
  // Which proxies' X-Forwarded-For and X-Forwarded-Proto are believed (the address sign-in limits count,
  // whether the answer went out over TLS): the deployment's to say; by default none.
  app.set('trust proxy', config.TRUST_PROXY);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiErrorFilter(log));
  app.useGlobalPipes(new StorableTextPipe());
  if (options.drainOnSignals) {
    const shutdown = new GracefulShutdown();
    app.use(shutdown.closeConnections);
    shutdown.install(app, log);
  }
  app.use(securityHeaders);
  app.use(correlationIds);
  app.use(requestLog(log));
  app.use(requestMetrics(app.get(METRICS)));
  if (!servesApi(config)) app.use(workerSurface);
  serveFrontend(app, config.STATIC_DIR, log, { sourceMaps: config.NODE_ENV === 'development' });
  if (config.SEED_DEMO) await seedDemoData(app.get(DataSource));
  return app;
}

/** One line per API request: method, path, status, time and correlation id; never headers or bodies. */
function requestLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const correlationId = res.locals.correlationId as string;
      log.info(
        { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms), correlationId },
        'request',
      );
    });
    next();
  };
}
