import { Body, Controller, Get, Headers, HttpCode, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { z } from 'zod';
import { contractTermsSchema, rejectionSchema, ServiceKind } from '@rent/domain';
import { contractSummaryProjection } from '@rent/projections';
import { ReadAfter } from '../event-store/read-after.js';
import { CorrelationId, isUuid } from '../http/correlation-id.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, type Principal } from '../identity/principal.js';
import { CreateContractCommand } from './create-contract.command.js';
import { ConfirmContractCommand, RejectContractCommand } from './decide-contract.command.js';
import { GetContractQuery, InfoPanelQuery, ListContractsQuery } from './contract-queries.js';
import { type ContractListQuery, contractListQuery } from './list-params.js';

const createBody = z.intersection(z.object({ kind: z.literal(ServiceKind.OtherRent).default(ServiceKind.OtherRent) }), contractTermsSchema);
const READ_MODEL = contractSummaryProjection.name;

function contractId(id: string): string {
  if (!isUuid(id)) throw new NotFoundException();
  return id;
}

/** Thin: validate, send a command or a query, answer. The rules live in the decider. */
@Controller()
export class ContractsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readAfter: ReadAfter,
  ) {}

  @Post('contracts')
  create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(createBody)) body: z.infer<typeof createBody>,
    @CorrelationId() correlationId: string,
  ) {
    const { kind: _kind, ...terms } = body;
    return this.commands.execute(new CreateContractCommand(principal, terms, correlationId));
  }

  @Post('contracts/:id/confirm')
  @HttpCode(200)
  confirm(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @CorrelationId() correlationId: string) {
    return this.commands.execute(new ConfirmContractCommand(principal, contractId(id), correlationId));
  }

  @Post('contracts/:id/reject')
  @HttpCode(200)
  reject(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(rejectionSchema)) body: z.infer<typeof rejectionSchema>,
    @CorrelationId() correlationId: string,
  ) {
    return this.commands.execute(new RejectContractCommand(principal, contractId(id), body.reason, correlationId));
  }

  /** ra-data-simple-rest's getList: the page in the body, its place in the whole in Content-Range. */
  @Get('contracts')
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodPipe(contractListQuery)) query: ContractListQuery,
    @Headers('x-read-after') readAfter: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.readAfter.wait(READ_MODEL, readAfter);
    const { rows, total, start } = await this.queries.execute(new ListContractsQuery(principal.partyId, query));
    const range = rows.length ? `${start}-${start + rows.length - 1}` : '*';
    res.setHeader('Content-Range', `contracts ${range}/${total}`);
    return rows;
  }

  @Get('contracts/:id')
  async one(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    await this.readAfter.wait(READ_MODEL, readAfter);
    return this.queries.execute(new GetContractQuery(principal.partyId, contractId(id)));
  }

  @Get('contract/info-panel')
  async infoPanel(@CurrentPrincipal() principal: Principal, @Headers('x-read-after') readAfter: string | undefined) {
    await this.readAfter.wait(READ_MODEL, readAfter);
    return this.queries.execute(new InfoPanelQuery(principal.partyId));
  }
}
