import { pino, type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';
import { readableStdout } from './readable-lines.js';

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

/**
 * The process's log: JSON lines on stdout (for the collector in production), or, with `readable` (a
 * developer's terminal, `npm start`), the same lines made readable one per line (readable-lines.ts).
 */
export const createLogger = (level: string, { readable = false }: { readable?: boolean } = {}): Logger => {
  const options = { level, redact: { paths: REDACT, censor: '[secret]' } };
  return readable ? pino(options, readableStdout()) : pino(options);
};

/** Nest's lines about wiring itself up: one per module and route at every start, of no use to anyone reading the log. */
const WIRING = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's own messages (errors it catches, warnings) go through the same log; its wiring only at debug. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    if (context && WIRING.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
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
