import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { type ExportStatus, exportStatusSchema, type StaffExportRequest, staffExportRequestSchema } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { Answers } from '../http/answers.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { Requires } from '../http/requires.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { ownExport, sendExport, statusOf } from '../exports/export-download.js';
import { ExportStarter, stampOf } from '../exports/export-starter.js';
import { ExportStore } from '../exports/export-store.js';
import { FORMAT_FILES } from '../exports/format-files.js';
import { searchInFull } from './staff-contract-search.js';
import { BUILD_STAFF_SEARCH_EXPORT, type StaffSearchExportRequest } from './staff-search-exports.js';

/**
 * Downloads of the staff's contract search (issue 19): exactly what the search shows for its filter,
 * newest first, in PDF, DOC or XLS, written by the lists' queue within the lists' bounds (StaffSearchExports). Each call needs
 * the search's permission and is recorded in the staff audit trail with the filter (the guard does it);
 * a download is its requester's alone.
 */
@Controller('operator/contracts/exports')
export class StaffSearchExportsController {
  constructor(
    private readonly db: DataSource,
    private readonly store: ExportStore,
    private readonly starter: ExportStarter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Starts a download: 202 with its id and how many rows it will hold; a search over the format's bound is refused. */
  @Requires('searchContracts')
  @Answers.json(exportStatusSchema)
  @Post()
  @HttpCode(202)
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(staffExportRequestSchema)) body: StaffExportRequest,
  ): Promise<ExportStatus> {
    const { format, ...request } = body;
    // Counted whole (the search's pages count only so far): the refusal names the search's size.
    const total = await (await searchInFull(this.db.manager, body.filter)).count();
    const filename = `contracts-search-${stampOf(this.clock.now())}.${FORMAT_FILES[format].extension}`;
    return this.starter.start(
      principal,
      format,
      filename,
      total,
      { name: BUILD_STAFF_SEARCH_EXPORT, request: request satisfies StaffSearchExportRequest },
      'staff',
    );
  }

  /** How far a download has come: queued, running (done of total rows), done or failed. */
  @Requires('searchContracts')
  @Answers.json(exportStatusSchema)
  @Get(':id')
  async status(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ExportStatus> {
    return statusOf(await ownExport(this.store, principal, id, 'staff'));
  }

  /** The finished file, sent chunk by chunk as it was stored. */
  @Requires('searchContracts')
  @Answers.file(...Object.values(FORMAT_FILES).map((f) => f.mediaType))
  @Get(':id/file')
  async file(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Res() res: Response) {
    await sendExport(this.store, await ownExport(this.store, principal, id, 'staff'), res);
  }
}
