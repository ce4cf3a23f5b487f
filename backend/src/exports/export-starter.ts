import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { type ExportFormat, type ExportStatus, MessageKeys } from '@rent/domain';
import type { Principal } from '../http/principal.js';
import { RedisGuard } from '../redis/redis-guard.js';
import { EXPORT_JOB_OPTIONS, EXPORTS_QUEUE, MAX_EXPORT_ROWS } from './export-jobs.js';
import { EXPORTS_IN_FLIGHT, type ExportOwner, type ExportSource, ExportStore } from './export-store.js';

export const ownerOf = ({ userId, partyId, employeePinfl }: Principal): ExportOwner => ({
  userId,
  partyId,
  ...(employeePinfl ? { employeePinfl } : {}),
});

/** contracts-incoming-20261123-1540.xlsx: what the list is and the moment in Tashkent, in ASCII for every browser. */
export function stampOf(now: Date): string {
  return new Date(now.getTime() + 5 * 3600_000).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
}

/**
 * Writes a download down and queues its job: a list over the format's bound is refused with its count, and a
 * person with EXPORTS_IN_FLIGHT downloads under way is asked to wait for one (429 EXPORTS_UNDER_WAY); without
 * Redis the job cannot be queued, so it is refused (503) before anything is written down, and one whose job
 * could not be queued after all is marked failed rather than left queued for ever.
 */
@Injectable()
export class ExportStarter {
  constructor(
    private readonly store: ExportStore,
    @InjectQueue(EXPORTS_QUEUE) private readonly queue: Queue,
    private readonly redis: RedisGuard,
  ) {}

  async start(
    principal: Principal,
    format: ExportFormat,
    filename: string,
    total: number,
    job: { name: string; request: object },
    source: ExportSource = 'party',
  ): Promise<ExportStatus> {
    const max = MAX_EXPORT_ROWS[format];
    if (total > max)
      throw new BadRequestException({
        code: 'EXPORT_TOO_LARGE',
        message: MessageKeys.exportTooLarge,
        params: { total, max },
      });
    this.redis.ensureAvailable();
    const id = randomUUID();
    if (!(await this.store.create(id, ownerOf(principal), format, filename, total, source)))
      throw new HttpException(
        { code: 'EXPORTS_UNDER_WAY', message: MessageKeys.exportsUnderWay, params: { max: EXPORTS_IN_FLIGHT } },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    try {
      await this.redis.run(() =>
        this.queue.add(job.name, { exportId: id, request: job.request }, { ...EXPORT_JOB_OPTIONS, jobId: id }),
      );
    } catch (error) {
      await this.store.fail(id);
      throw error;
    }
    return { id, format, filename, state: 'queued', done: 0, total };
  }
}
