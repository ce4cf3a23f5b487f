import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type ExportStatus,
  exportStatusSchema,
  type InvoiceExportRequest,
  invoiceExportRequestSchema,
} from '@rent/domain';
import { contractHoldersProjection, contractInvoicesProjection } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { LessorInvoicesQuery } from '../contracts/lessor-invoices.query.js';
import { ReadAfter } from '../event-store/read-after.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { BUILD_INVOICE_EXPORT, type BuildInvoiceExportJob } from './export-jobs.js';
import { ExportStarter, stampOf } from './export-starter.js';
import { FORMAT_FILES } from './format-files.js';
import { Answers } from '../http/answers.js';

/**
 * Downloads of a lessor's invoices list (PDF, DOC, XLS, as the contract lists'): asked for with the list's own
 * filter and written by the same queue; followed and fetched at `GET /api/contracts/exports/{id}` and `…/file`,
 * where every download is its requester's alone.
 */
@Controller('invoices/exports')
export class InvoiceExportsController {
  constructor(
    private readonly queries: QueryBus,
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
    @Body(new ZodPipe(invoiceExportRequestSchema)) body: InvoiceExportRequest,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<ExportStatus> {
    // The file holds the caller's own last write, as the list would.
    await this.readAfter.wait(contractInvoicesProjection.name, readAfter);
    if (principal.employeePinfl) await this.readAfter.wait(contractHoldersProjection.name, readAfter);
    const { format, ...request } = body;
    const { total } = await this.queries.execute(
      new LessorInvoicesQuery(principal, body.filter, [0, 0], { exactTotal: true }),
    );
    const filename = `invoices-${stampOf(this.clock.now())}.${FORMAT_FILES[format].extension}`;
    return this.starter.start(principal, format, filename, total, {
      name: BUILD_INVOICE_EXPORT,
      request: request satisfies BuildInvoiceExportJob['request'],
    });
  }
}
