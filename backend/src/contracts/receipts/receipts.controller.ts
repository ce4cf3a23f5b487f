import { Controller, Get, Headers, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import {
  type ContractReceipts,
  contractReceiptsSchema,
  receiptStatementQuerySchema,
  receiptStatementSchema,
  tashkentDate,
} from '@rent/domain';
import { CLOCK, type Clock } from '../../clock/clock.js';
import { ReadAfter } from '../../event-store/read-after.js';
import { Answers } from '../../http/answers.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { contractIdOf } from '../contract-id.js';
import { ContractReceiptsQuery } from './contract-receipts.query.js';
import { ReceiptStatementQuery } from './receipt-statement.query.js';
import { receiptsSettled } from './receipts-settled.js';

/**
 * Rent receipts (issue 21), read by the contract's parties: the months and receipts of a contract, and the
 * lessor's yearly income statement. The steps that issue, dispute and annul receipts are contract steps
 * (`POST /api/contracts/{id}/issue-receipt`, …); the files are documents (documents/receipts.controller.ts).
 */
@Controller()
export class ReceiptsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly readAfter: ReadAfter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Answers.json(contractReceiptsSchema)
  @Get('contracts/:id/receipts')
  async receipts(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<ContractReceipts> {
    const contractId = contractIdOf(id);
    await receiptsSettled(this.readAfter, principal, readAfter);
    return this.queries.execute(new ContractReceiptsQuery(principal, contractId));
  }

  /** The caller's income statement of a year as a lessor, a page of its contracts at a time. */
  @Answers.json(receiptStatementSchema)
  @Get('receipts/statement')
  async statement(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodPipe(receiptStatementQuerySchema)) query: z.infer<typeof receiptStatementQuerySchema>,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    await receiptsSettled(this.readAfter, principal, readAfter);
    const year = query.year ?? Number(tashkentDate(this.clock.now()).slice(0, 4));
    return this.queries.execute(new ReceiptStatementQuery(principal, year, query.page));
  }
}
