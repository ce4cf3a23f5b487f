import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { z, ZodError } from 'zod';
import { DomainError, type DomainErrorKind, isMessageKey, MessageKeys } from '@rent/domain';
import { WrongExpectedVersionError } from '../event-store/event-store.port.js';
import { isConnectionLoss } from '../database/connection-loss.js';
import { databaseValueErrorCode } from '../database/database-value-error.js';
import { ServiceUnavailableError } from '../errors/service-unavailable.error.js';

/** A lost database connection is back within seconds (the pool connects again on the next request). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

const STATUS: Record<DomainErrorKind, number> = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409 };

/** The error body of every API answer (docs/api.md): a stable code, an i18n key, and per-field keys. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  /** An i18n key (domain/src/i18n-keys.ts) the frontend translates. */
  message: z.string(),
  /** Per field, its i18n key. */
  errors: z.record(z.string(), z.string()).optional(),
  /** What fills the message's placeholders. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

const DEFAULTS: Record<number, Pick<ApiError, 'code' | 'message'>> = {
  400: { code: 'BAD_REQUEST', message: MessageKeys.invalidValue },
  401: { code: 'UNAUTHORIZED', message: MessageKeys.unauthorized },
  403: { code: 'FORBIDDEN', message: MessageKeys.errorOccurred },
  404: { code: 'NOT_FOUND', message: MessageKeys.notFound },
  409: { code: 'CONFLICT', message: MessageKeys.conflict },
  413: { code: 'TOO_LARGE', message: MessageKeys.invalidValue },
  429: { code: 'TOO_MANY_REQUESTS', message: MessageKeys.errorOccurred },
};

export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof DomainError) {
    return {
      statusCode: STATUS[error.kind],
      code: error.code,
      message: error.messageKey,
      ...(error.field ? { errors: { [error.field]: error.messageKey } } : {}),
      ...(error.params ? { params: error.params } : {}),
    };
  }
  if (error instanceof ZodError) {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = issue.path.join('.') || '_';
      // zod's own messages (wrong type, unknown key) are not ours; they mean the field is missing or wrong.
      errors[field] ??= isMessageKey(issue.message) ? issue.message : MessageKeys.required;
    }
    return { statusCode: 400, code: 'VALIDATION', message: MessageKeys.fillAllInformation, errors };
  }
  if (error instanceof WrongExpectedVersionError) {
    return { statusCode: 409, code: 'CONCURRENT_CHANGE', message: MessageKeys.conflict };
  }
  if (error instanceof ServiceUnavailableError) {
    return { statusCode: 503, code: error.code, message: MessageKeys.serviceUnavailable };
  }
  if (isConnectionLoss(error)) {
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: MessageKeys.serviceUnavailable };
  }
  if (databaseValueErrorCode(error)) {
    return { statusCode: 400, code: 'INVALID_VALUE', message: MessageKeys.invalidValue };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const own = typeof body === 'object' && body !== null && 'code' in body ? (body as ApiError) : undefined;
    return { ...(DEFAULTS[status] ?? DEFAULTS[400]!), ...own, statusCode: status };
  }
  // Body-parser failures (malformed JSON, too large) carry an HTTP status of their own.
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { ...(DEFAULTS[status] ?? DEFAULTS[400]!), statusCode: status };
  }
  return undefined;
}

@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  constructor(private readonly log: Logger) {}

  catch(error: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const known = toApiError(error);
    if (!known) this.log.error({ err: error }, 'unhandled error');
    const sqlstate = databaseValueErrorCode(error);
    if (sqlstate) {
      // The statement, its parameters and PostgreSQL's message stay out of the log: they hold what the person typed.
      const req = host.switchToHttp().getRequest<Request>();
      this.log.warn(
        { sqlstate, method: req.method, path: req.path },
        'the database refused a value that validation let through',
      );
    }
    const body: ApiError = known ?? {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: 'INTERNAL',
      message: MessageKeys.errorOccurred,
    };
    if (error instanceof ServiceUnavailableError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    else if (body.statusCode === 503) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.status(body.statusCode).json(body);
  }
}
