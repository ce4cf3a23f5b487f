import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  InternalServerErrorException,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Logger } from 'pino';
import { map, type Observable } from 'rxjs';
import { MessageKeys } from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LOGGER } from '../logging/logger.js';
import { ANSWER, type Answer } from '../http/answers.js';

/**
 * Outside production, every JSON answer is checked against the schema its route declares, as it goes out
 * on the wire (dates as text): an answer that strays from the OpenAPI document is a 500 naming the route
 * and the fields, so that every test that calls the API finds such a drift. Production does not pay for
 * the check.
 */
@Injectable()
export class AnswerShapesInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const answer = this.reflector.get<Answer | undefined>(ANSWER, context.getHandler());
    if (answer?.kind !== 'json' || this.config.NODE_ENV === 'production') return next.handle();
    return next.handle().pipe(
      map((value: unknown) => {
        const sent: unknown = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
        const checked = answer.schema.safeParse(sent);
        if (checked.success) return value;
        const route = `${context.getClass().name}.${context.getHandler().name}`;
        this.log.error(
          { route, issues: checked.error.issues.slice(0, 5) },
          'answer does not match its declared schema',
        );
        throw new InternalServerErrorException({ code: 'ANSWER_SHAPE', message: MessageKeys.errorOccurred });
      }),
    );
  }
}
