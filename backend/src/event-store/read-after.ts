import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type GlobalPosition, MessageKeys, parsePosition } from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ServiceUnavailableError } from '../errors/service-unavailable.error.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
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
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async wait(projection: string, header: string | undefined): Promise<void> {
    if (!header) return;
    const position = parsePosition(header);
    if (!position) throw new DomainError('READ_AFTER_INVALID', MessageKeys.invalidValue, 'invalid', 'X-Read-After');
    await this.until(projection, position);
  }

  /**
   * Waits in the same way until the read model has taken every event written so far, anyone's: for a
   * reader that acts on what it finds and must miss no write, not only the caller's own.
   */
  async waitForLog(projection: string): Promise<void> {
    await this.until(projection, await this.store.head());
  }

  private async until(projection: string, position: GlobalPosition): Promise<void> {
    if (!(await this.projector.waitFor(projection, position, this.config.READ_AFTER_TIMEOUT_MS))) {
      throw new ServiceUnavailableError(projection, 1, undefined, 'READ_NOT_CAUGHT_UP');
    }
  }
}
