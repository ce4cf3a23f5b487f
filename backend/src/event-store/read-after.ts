import { Inject, Injectable } from '@nestjs/common';
import { DomainError, MessageKeys, parsePosition } from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ServiceUnavailableError } from '../errors/service-unavailable.error.js';
import { ProjectorRunner } from './projector-runner.js';

/**
 * A read after one's own write is never stale: the client sends back the position its last command
 * answered (X-Read-After), and the read waits, bounded, until the read model it uses has passed it. A
 * read that could not catch up in time is refused with 503 READ_NOT_CAUGHT_UP and a Retry-After (the
 * client asks again) rather than answered stale; a position that is not one the API gave is a 400.
 */
@Injectable()
export class ReadAfter {
  constructor(
    private readonly projector: ProjectorRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async wait(projection: string, header: string | undefined): Promise<void> {
    if (!header) return;
    const position = parsePosition(header);
    if (!position) throw new DomainError('READ_AFTER_INVALID', MessageKeys.invalidValue, 'invalid', 'X-Read-After');
    if (!(await this.projector.waitFor(projection, position, this.config.READ_AFTER_TIMEOUT_MS))) {
      throw new ServiceUnavailableError(projection, 1, undefined, 'READ_NOT_CAUGHT_UP');
    }
  }
}
