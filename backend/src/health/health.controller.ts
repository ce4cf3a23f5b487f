import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { Public } from '../http/principal.js';

/**
 * Whether the portal can serve: 503 when the database does not answer. A stalled read model does not
 * take the instance out of service (every instance shares it, and the rest of the portal works): the
 * answer says `degraded` and names it, for monitoring and the operators.
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly runner: ProjectorRunner,
  ) {}

  @Public()
  @Get()
  async health() {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({ code: 'DATABASE_DOWN', message: 'errors.errorOccurred' });
    }
    const stalled = await this.runner.stalled();
    return stalled.length ? { status: 'degraded', stalledProjections: stalled } : { status: 'ok' };
  }
}
