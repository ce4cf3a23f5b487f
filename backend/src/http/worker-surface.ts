import { MessageKeys } from '@rent/domain';
import type { NextFunction, Request, Response } from 'express';
import type { ApiError } from './api-error.filter.js';

/** What a worker process answers over HTTP: what operations ask of every process, its health and its metrics. */
const WORKER_PATHS = /^\/api\/(health|metrics)(\/|$)/;

/**
 * A worker process (PROCESS_ROLE=worker, process-role.ts) serves neither the API nor the pages: a
 * request that reached one by mistake (a load balancer pointed at the wrong port) is answered 404, and
 * never runs a party's command in a process that was sized for the background work.
 */
export function workerSurface(req: Request, res: Response, next: NextFunction): void {
  if (WORKER_PATHS.test(req.path)) return next();
  const body: ApiError = { statusCode: 404, code: 'NOT_FOUND', message: MessageKeys.notFound };
  res.status(404).json(body);
}
