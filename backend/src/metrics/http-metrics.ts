import type { NextFunction, Request, Response } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { LATENCY_BUCKETS } from './metrics.js';

/** The route of a request no handler took (an unknown path, a worker's refusal, a body that did not parse). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route a request is counted under: the template of the controller's handler that took it
 * (`/api/contracts/:id`), never its path, so ids do not make a series each. Every request no handler
 * took counts as one route: those that reached no route at all, and those Nest's not-found handler
 * answered, whose route is a wildcard under the prefix (no controller of ours declares a wildcard).
 */
export function routeOf(req: Pick<Request, 'route'>): string {
  const template: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof template === 'string' && !template.includes('*') ? template : UNMATCHED_ROUTE;
}

/**
 * Times each API request from its arrival to the last byte of its answer, by method, route template and
 * status code. The built pages and files are not counted: they are not the API.
 */
export function requestMetrics(registry: Registry) {
  const duration = new Histogram({
    name: 'rent_http_request_duration_seconds',
    help: 'API requests from arrival to the end of the answer, by method, route template and status code',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.path.startsWith('/api/')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      duration.observe({ method: req.method, route: routeOf(req), status: String(res.statusCode) }, seconds);
    });
    next();
  };
}
