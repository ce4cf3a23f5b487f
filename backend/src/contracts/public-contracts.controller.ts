import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Public } from '../http/principal.js';
import { PublicContractQuery } from './public-contract.query.js';
import { PublicNotificationQuery } from './public-notification.query.js';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The term a public link names; without a well-formed one the link is not a certificate's and nothing matches it. */
const linkTerm = (beginDate: unknown, endDate: unknown) =>
  typeof beginDate === 'string' && typeof endDate === 'string' && LOCAL_DATE.test(beginDate) && LOCAL_DATE.test(endDate)
    ? { beginDate, endDate }
    : { beginDate: '-', endDate: '-' };

/**
 * The public views of spec §2, open to everyone (a QR code on a registration certificate leads here):
 * only what the certificate shows; a wrong or guessed link finds nothing (404), never another contract.
 */
@Controller('public')
export class PublicContractsController {
  constructor(private readonly queries: QueryBus) {}

  /** Premises and land: the link names the contract's term as well as its id. */
  @Public()
  @Get('contracts/:id')
  contract(@Param('id') id: string, @Query('beginDate') beginDate: unknown, @Query('endDate') endDate: unknown) {
    return this.queries.execute(new PublicContractQuery(id, linkTerm(beginDate, endDate), false));
  }

  /** A public notice of a step that changed the register (`/public-notification/{id}/{begin}/{end}`). */
  @Public()
  @Get('notifications/:id')
  notification(@Param('id') id: string, @Query('beginDate') beginDate: unknown, @Query('endDate') endDate: unknown) {
    return this.queries.execute(new PublicNotificationQuery(id, linkTerm(beginDate, endDate)));
  }

  /** Vehicles (spec §2 `/car/public-contract-view/{id}`): the id alone. */
  @Public()
  @Get('car-contracts/:id')
  carContract(@Param('id') id: string) {
    return this.queries.execute(new PublicContractQuery(id, null, true));
  }
}
