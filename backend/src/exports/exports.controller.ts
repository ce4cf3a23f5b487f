import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import {
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
import type { Response } from 'express';
import {
  type ExportRequest,
  exportRequestSchema,
  type ExportStatus,
  exportStatusSchema,
  MessageKeys,
} from '@rent/domain';
import { contractHoldersProjection, contractSummaryProjection } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ListContractsQuery } from '../contracts/contract-queries.js';
import { ReadAfter } from '../event-store/read-after.js';
import { isUuid } from '../http/correlation-id.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { BUILD_EXPORT, type BuildExportJob } from './export-jobs.js';
import { ExportStarter, ownerOf, stampOf } from './export-starter.js';
import { FORMAT_FILES } from './format-files.js';
import { type ExportRecord, ExportStore } from './export-store.js';
import { Answers } from '../http/answers.js';

/** contracts-incoming-20261123-1540.xlsx: the box and the moment in Tashkent. */
const filenameOf = ({ filter, format }: ExportRequest, now: Date): string =>
  `contracts-${filter.box ?? 'all'}-${stampOf(now)}.${FORMAT_FILES[format].extension}`;

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
    private readonly starter: ExportStarter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Starts a download: 202 with its id and how many rows it will hold; a list over the format's bound is refused. */
  @Answers.json(exportStatusSchema)
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
    return this.starter.start(principal, format, filenameOf(body, this.clock.now()), total, {
      name: BUILD_EXPORT,
      request: { ...request, filter, sort } satisfies BuildExportJob['request'],
    });
  }

  /** How far a download has come: queued, running (done of total rows), done or failed. */
  @Answers.json(exportStatusSchema)
  @Get(':id')
  async status(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ExportStatus> {
    return statusOf(await this.own(principal, id));
  }

  /** The finished file, sent chunk by chunk as it was stored. */
  @Answers.file(...Object.values(FORMAT_FILES).map((f) => f.mediaType))
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
