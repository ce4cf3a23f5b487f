import { pino, type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';

/** Fields that may carry secrets; pino replaces their values before a line is written. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.passwordHash',
  'password',
  'token',
];

export const LOGGER = Symbol('Logger');

export const createLogger = (level: string): Logger => pino({ level, redact: { paths: REDACT, censor: '[secret]' } });

/** Nest's own messages (start-up, errors it catches) go through the same JSON log. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
