import { Controller, Get, Header, Headers, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { receiptYearSchema, tashkentDate } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ReadAfter } from '../event-store/read-after.js';
import { Answers } from '../http/answers.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { contractIdOf } from '../contracts/contract-id.js';
import { ContractReceiptsQuery } from '../contracts/receipts/contract-receipts.query.js';
import { receiptsSettled } from '../contracts/receipts/receipts-settled.js';
import type { DocumentLanguage } from './document-texts.js';
import { documentLanguage, download, MEDIA_TYPES } from './downloads.js';
import { ReceiptDocumentQuery } from './receipt-document.query.js';

const yearQuery = z.object({ year: receiptYearSchema });
const { pdf: PDF, xlsx: XLSX } = MEDIA_TYPES;

/**
 * A contract's rent receipts as files (issue 21), for its parties only: a receipt as a PDF, a year of them
 * as a workbook. Neither is cached anywhere: they hold a party's payments.
 */
@Controller()
export class ReceiptDocumentsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly readAfter: ReadAfter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Answers.file(XLSX)
  @Get('contracts/:id/receipts/xlsx')
  @Header('Cache-Control', 'private, no-store')
  async year(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query(new ZodPipe(yearQuery)) query: z.infer<typeof yearQuery>,
    @Query('lang', new ZodPipe(documentLanguage, 'lang')) lang: DocumentLanguage,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    const contractId = contractIdOf(id);
    await receiptsSettled(this.readAfter, principal, readAfter);
    const receipts = await this.queries.execute(new ContractReceiptsQuery(principal, contractId));
    const year = query.year ?? Number(tashkentDate(this.clock.now()).slice(0, 4));
    const { receiptsXlsx } = await import('./receipts-xlsx.js');
    const bytes = await receiptsXlsx(receipts, year, lang);
    return download(bytes, XLSX, `receipts-${receipts.contractNumber}-${year}-${lang}.xlsx`);
  }

  @Answers.file(PDF)
  @Get('contracts/:id/receipts/:receiptId/pdf')
  @Header('Cache-Control', 'private, no-store')
  async receipt(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('receiptId') receiptId: string,
    @Query('lang', new ZodPipe(documentLanguage, 'lang')) lang: DocumentLanguage,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    const contractId = contractIdOf(id);
    await receiptsSettled(this.readAfter, principal, readAfter);
    // A receipt's id is a uuid as a contract's is: anything else names none.
    const document = await this.queries.execute(
      new ReceiptDocumentQuery(principal, contractId, contractIdOf(receiptId)),
    );
    // The PDF library loads with the first document asked for, as the certificate's does.
    const { receiptPdf } = await import('./receipt-pdf.js');
    const bytes = await receiptPdf(document, lang);
    return download(bytes, PDF, `receipt-${document.receipt.number}-${lang}.pdf`);
  }
}
