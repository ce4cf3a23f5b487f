import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { contractHistoryProjection, contractSummaryProjection } from '@rent/projections';
import { ReadAfter } from '../event-store/read-after.js';
import { Public } from '../http/principal.js';
import { PublicContractQuery } from './public-contract.query.js';
import { PublicNotificationQuery } from './public-notification.query.js';
import { Answers } from '../http/answers.js';
import { publicContractSchema, publicNotificationSchema } from '@rent/domain';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The term a public link names; without a well-formed one the link is not a certificate's and nothing matches it. */
const linkTerm = (beginDate: unknown, endDate: unknown) =>
  typeof beginDate === 'string' && typeof endDate === 'string' && LOCAL_DATE.test(beginDate) && LOCAL_DATE.test(endDate)
    ? { beginDate, endDate }
    : { beginDate: '-', endDate: '-' };

/**
 * The public views of spec §2, open to everyone (a QR code on a registration certificate leads here):
 * only what the certificate shows; a wrong or guessed link finds nothing (404), never another contract.
 * A party that opens one right after its own step (the notice it was just shown) reads after that step,
 * as on its private pages: the browser sends the position either way (X-Read-After).
 */
@Controller('public')
export class PublicContractsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly readAfter: ReadAfter,
  ) {}

  /** Premises and land: the link names the contract's term as well as its id. */
  @Public()
  @Answers.json(publicContractSchema)
  @Get('contracts/:id')
  async contract(
    @Param('id') id: string,
    @Query('beginDate') beginDate: unknown,
    @Query('endDate') endDate: unknown,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    await this.contractRead(readAfter);
    return this.queries.execute(new PublicContractQuery(id, linkTerm(beginDate, endDate), false));
  }

  /** A public notice of a step that changed the register (`/public-notification/{id}/{begin}/{end}`). */
  @Public()
  @Answers.json(publicNotificationSchema)
  @Get('notifications/:id')
  async notification(
    @Param('id') id: string,
    @Query('beginDate') beginDate: unknown,
    @Query('endDate') endDate: unknown,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    await this.readAfter.wait(contractHistoryProjection.name, readAfter);
    return this.queries.execute(new PublicNotificationQuery(id, linkTerm(beginDate, endDate)));
  }

  /** Vehicles (spec §2 `/car/public-contract-view/{id}`): the id alone. */
  @Public()
  @Answers.json(publicContractSchema)
  @Get('car-contracts/:id')
  async carContract(@Param('id') id: string, @Headers('x-read-after') readAfter: string | undefined) {
    await this.contractRead(readAfter);
    return this.queries.execute(new PublicContractQuery(id, null, true));
  }

  /** A public contract is read from the summary and its signatures from the history. */
  private async contractRead(readAfter: string | undefined) {
    await this.readAfter.wait(contractSummaryProjection.name, readAfter);
    await this.readAfter.wait(contractHistoryProjection.name, readAfter);
  }
}
