import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { InjectQueue } from '@nestjs/bullmq';
import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Res,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import type { Response } from 'express';
import { type ExportRequest, exportRequestSchema, type ExportStatus, MessageKeys } from '@rent/domain';
import { contractHoldersProjection, contractSummaryProjection } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ListContractsQuery } from '../contracts/contract-queries.js';
import { ReadAfter } from '../event-store/read-after.js';
import { isUuid } from '../http/correlation-id.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { RedisGuard } from '../redis/redis-guard.js';
import {
  BUILD_EXPORT,
  type BuildExportJob,
  EXPORT_JOB_OPTIONS,
  EXPORTS_QUEUE,
  MAX_EXPORT_ROWS,
} from './export-jobs.js';
import { FORMAT_FILES } from './format-files.js';
import { type ExportOwner, type ExportRecord, ExportStore } from './export-store.js';

const ownerOf = ({ userId, partyId, employeePinfl }: Principal): ExportOwner => ({
  userId,
  partyId,
  ...(employeePinfl ? { employeePinfl } : {}),
});

/** contracts-incoming-20261123-1540.xlsx: the box and the moment in Tashkent, in ASCII for every browser. */
function filenameOf({ filter, format }: ExportRequest, now: Date): string {
  const stamp = new Date(now.getTime() + 5 * 3600_000)
    .toISOString()
    .slice(0, 16)
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `contracts-${filter.box ?? 'all'}-${stamp}.${FORMAT_FILES[format].extension}`;
}

const statusOf = ({ id, format, filename, state, done, total }: ExportRecord): ExportStatus => ({
  id,
  format,
  filename,
  state,
  done,
  total,
});

/**
 * Downloads of the contract lists (spec §2: PDF, DOC, XLS): asked for with the list's own filter and
 * sort, written by a job, followed by their progress, then fetched. Each is its requester's alone.
 */
@Controller('contracts/exports')
export class ExportsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly store: ExportStore,
    private readonly readAfter: ReadAfter,
    @InjectQueue(EXPORTS_QUEUE) private readonly queue: Queue<BuildExportJob>,
    private readonly redis: RedisGuard,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Starts a download: 202 with its id and how many rows it will hold; a list over the format's bound is refused. */
  @Post()
  @HttpCode(202)
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(exportRequestSchema)) body: ExportRequest,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<ExportStatus> {
    // The file holds the caller's own last write, as the list would.
    await this.readAfter.wait(contractSummaryProjection.name, readAfter);
    if (principal.employeePinfl) await this.readAfter.wait(contractHoldersProjection.name, readAfter);
    const { filter, sort, format, ...request } = body;
    // Counted whole: the refusal names the list's size.
    const { total } = await this.queries.execute(
      new ListContractsQuery(principal, { filter, sort, range: [0, 0] }, { exactTotal: true }),
    );
    const max = MAX_EXPORT_ROWS[format];
    if (total > max)
      throw new BadRequestException({
        code: 'EXPORT_TOO_LARGE',
        message: MessageKeys.exportTooLarge,
        params: { total, max },
      });
    // Without Redis the job cannot be queued: refused (503) before a download is written down, and one
    // whose job could not be queued after all is marked failed rather than left queued for ever.
    this.redis.ensureAvailable();
    const id = randomUUID();
    const filename = filenameOf(body, this.clock.now());
    await this.store.create(id, ownerOf(principal), format, filename, total);
    try {
      await this.redis.run(() =>
        this.queue.add(
          BUILD_EXPORT,
          { exportId: id, request: { ...request, filter, sort } },
          { ...EXPORT_JOB_OPTIONS, jobId: id },
        ),
      );
    } catch (error) {
      await this.store.fail(id);
      throw error;
    }
    return { id, format, filename, state: 'queued', done: 0, total };
  }

  /** How far a download has come: queued, running (done of total rows), done or failed. */
  @Get(':id')
  async status(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ExportStatus> {
    return statusOf(await this.own(principal, id));
  }

  /** The finished file, sent chunk by chunk as it was stored. */
  @Get(':id/file')
  async file(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Res() res: Response) {
    const record = await this.own(principal, id);
    if (record.state !== 'done')
      throw new ConflictException({ code: 'EXPORT_NOT_READY', message: MessageKeys.exportNotReady });
    res.setHeader('Content-Type', FORMAT_FILES[record.format].mediaType);
    res.setHeader('Content-Disposition', `attachment; filename="${record.filename}"`);
    res.setHeader('Content-Length', String(record.size ?? 0));
    res.setHeader('Cache-Control', 'no-store');
    await pipeline(Readable.from(this.store.chunks(id)), res);
  }

  /** A download is found only by the one who asked for it; to anyone else it does not exist. */
  private async own(principal: Principal, id: string): Promise<ExportRecord> {
    const record = isUuid(id) ? await this.store.find(id, ownerOf(principal)) : null;
    if (!record) throw new NotFoundException();
    return record;
  }
}
