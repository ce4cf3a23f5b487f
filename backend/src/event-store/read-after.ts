import { Inject, Injectable } from '@nestjs/common';
import { parsePosition } from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ProjectorRunner } from './projector-runner.js';

/**
 * A read after one's own write is never stale: the client sends back the position its last command
 * answered (X-Read-After), and the read waits, bounded, until the read model it uses has passed it.
 */
@Injectable()
export class ReadAfter {
  constructor(
    private readonly projector: ProjectorRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async wait(projection: string, header: string | undefined): Promise<void> {
    const position = header ? parsePosition(header) : undefined;
    if (position) await this.projector.waitFor(projection, position, this.config.READ_AFTER_TIMEOUT_MS);
  }
}
