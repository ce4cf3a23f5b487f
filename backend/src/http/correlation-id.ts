import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's correlation id: the caller's X-Request-Id when it is a uuid, else a new one. */
export const CorrelationId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const header = ctx.switchToHttp().getRequest<Request>().headers['x-request-id'];
  return typeof header === 'string' && UUID.test(header) ? header : randomUUID();
});

/** A contract id in a path: anything that is not a uuid cannot name a contract, so it is simply not found. */
export const isUuid = (value: string): boolean => UUID.test(value);
