import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type ExportRequest, exportRequestSchema, type ExportStatus, exportStatusSchema } from '@rent/domain';
import { contractHoldersProjection, contractSummaryProjection } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ListContractsQuery } from '../contracts/contract-queries.js';
import { ReadAfter } from '../event-store/read-after.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { BUILD_EXPORT, type BuildExportJob } from './export-jobs.js';
import { ownExport, sendExport, statusOf } from './export-download.js';
import { ExportStarter, stampOf } from './export-starter.js';
import { FORMAT_FILES } from './format-files.js';
import { ExportStore } from './export-store.js';
import { Answers } from '../http/answers.js';

/** contracts-incoming-20261123-1540.xlsx: the box and the moment in Tashkent. */
const filenameOf = ({ filter, format }: ExportRequest, now: Date): string =>
  `contracts-${filter.box ?? 'all'}-${stampOf(now)}.${FORMAT_FILES[format].extension}`;

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
    return statusOf(await ownExport(this.store, principal, id, 'party'));
  }

  /** The finished file, sent chunk by chunk as it was stored. */
  @Answers.file(...Object.values(FORMAT_FILES).map((f) => f.mediaType))
  @Get(':id/file')
  async file(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Res() res: Response) {
    await sendExport(this.store, await ownExport(this.store, principal, id, 'party'), res);
  }
}
