import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Gives each request its correlation id once: the caller's X-Request-Id when it is a uuid, else a new
 * one. The request's log line carries it, the answer returns it in X-Request-Id, and a command records
 * it in its events' metadata, so one id follows a step from the proxy's log to the event log.
 */
export function correlationIds(req: Request, res: Response, next: NextFunction): void {
  const header = req.headers['x-request-id'];
  const id = typeof header === 'string' && UUID.test(header) ? header : randomUUID();
  res.locals.correlationId = id;
  res.setHeader('X-Request-Id', id);
  next();
}

/** The request's correlation id (correlationIds). */
export const CorrelationId = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string =>
    (ctx.switchToHttp().getResponse<Response>().locals.correlationId as string | undefined) ?? randomUUID(),
);

/** A contract id in a path: anything that is not a uuid cannot name a contract, so it is simply not found. */
export const isUuid = (value: string): boolean => UUID.test(value);
