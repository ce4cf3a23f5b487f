import { Controller, Get, Header, Headers, Param, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import {
  type ContractReceipts,
  contractReceiptsSchema,
  receiptStatementQuerySchema,
  receiptStatementSchema,
} from '@rent/domain';
import {
  contractHoldersProjection,
  contractSummaryProjection,
  rentReceiptsProjection,
} from '@rent/projections';
import { ReadAfter } from '../../event-store/read-after.js';
import { Answers } from '../../http/answers.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../documents/document-texts.js';
import { contractIdOf } from '../contract-id.js';
import { ContractReceiptsQuery } from './contract-receipts.query.js';
import { ReceiptDocumentQuery } from './receipt-document.query.js';
import { ReceiptStatementQuery } from './receipt-statement.query.js';

/** `?lang=`: one of the interface's three languages; left out, the first of them. */
const language = z.union([z.enum(DOCUMENT_LANGUAGES), z.literal('').transform((): DocumentLanguage => 'uz-Latn')]);
const yearQuery = z.object({ year: receiptStatementQuerySchema.shape.year });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';

/** A download under a plain ASCII name, kept from every cache: it holds a party's payments. */
const file = (bytes: Buffer, type: string, name: string) =>
  new StreamableFile(bytes, {
    type,
    length: bytes.length,
    disposition: `attachment; filename="${name.replace(/[^\w.-]+/g, '_')}"`,
  });

/**
 * Rent receipts (issue 21), read by the contract's parties: the months and receipts of a contract, a
 * receipt as a PDF, a year of them as a workbook, and the lessor's yearly income statement. The steps that
 * issue, dispute and annul receipts are contract steps (`POST /api/contracts/{id}/issue-receipt`, …).
 */
@Controller()
export class ReceiptsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly readAfter: ReadAfter,
  ) {}

  /** After one's own step the receipts and the parties' standing are read as that step left them. */
  private async settled(principal: Principal, readAfter: string | undefined): Promise<void> {
    await this.readAfter.wait(contractSummaryProjection.name, readAfter);
    await this.readAfter.wait(rentReceiptsProjection.name, readAfter);
    if (principal.employeePinfl) await this.readAfter.wait(contractHoldersProjection.name, readAfter);
  }

  @Answers.json(contractReceiptsSchema)
  @Get('contracts/:id/receipts')
  async receipts(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<ContractReceipts> {
    const contractId = contractIdOf(id);
    await this.settled(principal, readAfter);
    return this.queries.execute(new ContractReceiptsQuery(principal, contractId));
  }

  @Answers.file(XLSX)
  @Get('contracts/:id/receipts/xlsx')
  @Header('Cache-Control', 'private, no-store')
  async year(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query(new ZodPipe(yearQuery)) { year }: z.infer<typeof yearQuery>,
    @Query('lang', new ZodPipe(language, 'lang')) lang: DocumentLanguage,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    const contractId = contractIdOf(id);
    await this.settled(principal, readAfter);
    const receipts = await this.queries.execute(new ContractReceiptsQuery(principal, contractId));
    const { receiptsXlsx } = await import('./receipts-xlsx.js');
    const bytes = await receiptsXlsx(receipts, year, lang);
    return file(bytes, XLSX, `receipts-${receipts.contractNumber}-${year}-${lang}.xlsx`);
  }

  @Answers.file(PDF)
  @Get('contracts/:id/receipts/:receiptId/pdf')
  @Header('Cache-Control', 'private, no-store')
  async receipt(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('receiptId') receiptId: string,
    @Query('lang', new ZodPipe(language, 'lang')) lang: DocumentLanguage,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    const contractId = contractIdOf(id);
    await this.settled(principal, readAfter);
    const document = await this.queries.execute(new ReceiptDocumentQuery(principal, contractId, contractIdOf(receiptId)));
    // The PDF library loads with the first document asked for, as the certificate's does.
    const { receiptPdf } = await import('./receipt-pdf.js');
    const bytes = await receiptPdf(document, lang);
    return file(bytes, PDF, `receipt-${document.receipt.number}-${lang}.pdf`);
  }

  /** The caller's income statement of a year as a lessor, a page of its contracts at a time. */
  @Answers.json(receiptStatementSchema)
  @Get('receipts/statement')
  async statement(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodPipe(receiptStatementQuerySchema)) query: z.infer<typeof receiptStatementQuerySchema>,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    await this.settled(principal, readAfter);
    return this.queries.execute(new ReceiptStatementQuery(principal, query.year, query.page));
  }
}
