import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** How long in-flight requests get to finish after SIGTERM before their connections are closed. */
const GRACE_MS = 10_000;

/**
 * SIGTERM (and SIGINT) drain the process instead of cutting it off: the listening socket closes at once
 * (a load balancer's next try goes to another process), idle keep-alive connections are closed, busy
 * ones answer their request with `Connection: close`, and requests under way finish. Then the app
 * closes: the projections commit the batch they hold (projector-runner stop), the BullMQ workers finish
 * their jobs, the pools end; and the process exits 0. Before, Nest's own hooks ended the pools under
 * requests still running, and clients saw their connections reset.
 */
export class GracefulShutdown {
  private draining = false;

  /** Express middleware, installed before the routes: while draining, no connection is kept for another request. */
  readonly closeConnections = (_req: Request, res: Response, next: NextFunction): void => {
    if (this.draining) res.setHeader('Connection', 'close');
    next();
  };

  /** Listens for the signals; call once the app listens. */
  install(app: INestApplication, log: Logger): void {
    const drain = (signal: NodeJS.Signals) => {
      if (this.draining) return;
      this.draining = true;
      log.info({ signal }, 'draining: no new connections, requests under way finish');
      void this.close(app, log).then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', drain);
    process.once('SIGINT', drain);
  }

  private async close(app: INestApplication, log: Logger): Promise<void> {
    const server = app.getHttpServer() as Server;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const cutOff = setTimeout(() => {
      log.warn({ graceMs: GRACE_MS }, 'requests still under way at the end of the grace period: closing them');
      server.closeAllConnections();
    }, GRACE_MS);
    await closed;
    clearTimeout(cutOff);
    await app.close();
    log.info('shut down');
  }
}
