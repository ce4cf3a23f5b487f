import { Body, Controller, Get, Headers, HttpCode, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import {
  CONTRACT_STEP_ROUTE,
  commandResultSchema,
  contractInvoiceSchema,
  type Declaration,
  declarationSchema,
  contractRecordSchema,
  historyEntrySchema,
  type InfoPanel,
  infoPanelSchema,
  lessorInvoiceSchema,
  openedContractSchema,
  type Registration,
  representativeStepOf,
  registrationSchema,
  turnoverRowSchema,
} from '@rent/domain';
import {
  contractHistoryProjection,
  contractHoldersProjection,
  contractInvoicesProjection,
  contractSummaryProjection,
  contractTurnoverProjection,
} from '@rent/projections';
import { ReadAfter } from '../event-store/read-after.js';
import { CorrelationId } from '../http/correlation-id.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, partyActor, type Principal } from '../http/principal.js';
import { SIGNATURE_HEADER } from '../signing/signing.service.js';
import { contractIdOf, registrationNumberOf } from './contract-id.js';
import { ContractHistoryQuery, GetContractQuery, InfoPanelQuery, ListContractsQuery } from './contract-queries.js';
import { ContractTurnoversQuery } from './contract-turnovers.query.js';
import { ContractInvoicesQuery } from './contract-invoices.query.js';
import { LessorInvoicesQuery } from './lessor-invoices.query.js';
import { STEP_REQUESTS } from './contract-step-requests.js';
import { CreateContractCommand } from './create-contract.command.js';
import { PartyStepCommand } from './party-step.command.js';
import { type ContractListQuery, contractListQuery, type InvoiceListQuery, invoiceListQuery } from './list-params.js';
import { z } from 'zod';
import { Answers } from '../http/answers.js';
import { BodyByParam } from '../http/body-by-param.js';
import { setContentRange } from '../http/content-range.js';

const SUMMARY = contractSummaryProjection.name;
const STEP_BODIES = Object.fromEntries(Object.entries(STEP_REQUESTS).map(([verb, { schema }]) => [verb, schema]));

/** Thin: validate, send a command or a query, answer. The rules live in the command handlers and the decider. */
@Controller()
export class ContractsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readAfter: ReadAfter,
  ) {}

  /** Reads include the caller's last write; an employee's also the holders it was given since. */
  private async waitFor(principal: Principal, model: string, readAfter: string | undefined): Promise<void> {
    await this.readAfter.wait(model, readAfter);
    if (principal.employeePinfl) await this.readAfter.wait(contractHoldersProjection.name, readAfter);
  }

  /** Registration; signed (header `X-E-Signature`) where the deployment requires it, under the id the signature names (see SigningService). */
  @Answers.json(commandResultSchema)
  @Post('contracts')
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(registrationSchema)) body: Registration,
    @Headers(SIGNATURE_HEADER) pkcs7: string | undefined,
    @CorrelationId() correlationId: string,
  ) {
    return this.commands.execute(new CreateContractCommand(principal, body, correlationId, pkcs7));
  }

  /**
   * A lessee registers a contract its lessor has not (issue 21): the lessor's form, the lessor named by
   * TIN or PINFL; the lessor then confirms or rejects it. Signed as a registration is.
   */
  @Answers.json(commandResultSchema)
  @Post('contracts/declarations')
  async declare(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(declarationSchema)) body: Declaration,
    @Headers(SIGNATURE_HEADER) pkcs7: string | undefined,
    @CorrelationId() correlationId: string,
  ) {
    return this.commands.execute(
      new CreateContractCommand(principal, body.registration, correlationId, pkcs7, body.lessorId),
    );
  }

  /** Every later step of a party: `confirm`, `reject`, `request-change`, … (contract-step-requests.ts). */
  @Answers.json(commandResultSchema)
  @BodyByParam('verb', STEP_BODIES)
  @Post('contracts/:id/:verb')
  @HttpCode(200)
  async step(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('verb') verb: string,
    @Body() body: unknown,
    @Headers(SIGNATURE_HEADER) pkcs7: string | undefined,
    @CorrelationId() correlationId: string,
  ) {
    const request = Object.hasOwn(STEP_REQUESTS, verb) ? STEP_REQUESTS[verb] : undefined;
    if (!request) throw new NotFoundException();
    return this.commands.execute(
      new PartyStepCommand(principal, id, verb, request.schema.parse(body ?? {}), pkcs7, correlationId),
    );
  }

  /** ra-data-simple-rest's getList: the page in the body, its place in the whole in Content-Range. */
  @Answers.json(z.array(contractRecordSchema))
  @Get('contracts')
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodPipe(contractListQuery)) query: ContractListQuery,
    @Headers('x-read-after') readAfter: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.waitFor(principal, SUMMARY, readAfter);
    const { rows, total, totalBound, start } = await this.queries.execute(new ListContractsQuery(principal, query));
    // A narrowed list is counted only so far (docs/api.md).
    setContentRange(res, 'contracts', start, rows.length, total, totalBound);
    return rows;
  }

  @Answers.json(openedContractSchema)
  @Get('contracts/:id')
  async one(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    await this.waitFor(principal, SUMMARY, readAfter);
    return this.opened(principal, { id: contractIdOf(id) });
  }

  /** The direct lookup of one of the caller's contracts by its registration number (docs/api.md). */
  @Answers.json(openedContractSchema)
  @Get('contracts/by-number/:registrationNumber')
  async byNumber(
    @CurrentPrincipal() principal: Principal,
    @Param('registrationNumber') registrationNumber: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    await this.waitFor(principal, SUMMARY, readAfter);
    return this.opened(principal, { registrationNumber: registrationNumberOf(registrationNumber) });
  }

  /**
   * One of the caller's contracts, opened. A read-only session (the backdoor) may take no step, so none is
   * offered: its page shows no button that the API would refuse; nor is a representative offered a step its
   * authorisation does not grant, nor shown a contract it did not choose (found by number: the guard checks ids).
   */
  private async opened(principal: Principal, key: GetContractQuery['key']) {
    const contract = await this.queries.execute(new GetContractQuery(partyActor(principal), key));
    if (principal.readOnly) return { ...contract, steps: [] };
    const grant = principal.representative;
    if (!grant) return contract;
    if (grant.contracts && !grant.contracts.includes(contract.id)) throw new NotFoundException();
    const granted = (verb: string) => {
      const step = representativeStepOf(CONTRACT_STEP_ROUTE, verb);
      return step !== undefined && step !== 'always' && grant.steps.includes(step);
    };
    return { ...contract, steps: contract.steps.filter(granted) };
  }

  @Answers.json(z.array(historyEntrySchema))
  @Get('contracts/:id/history')
  async history(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    // The summary answers who its parties are (as for the invoices below); the history what happened.
    await this.waitFor(principal, SUMMARY, readAfter);
    await this.readAfter.wait(contractHistoryProjection.name, readAfter);
    return this.queries.execute(new ContractHistoryQuery(principal, contractIdOf(id)));
  }

  @Answers.json(z.array(turnoverRowSchema))
  @Get('contracts/:id/turnovers')
  async turnovers(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    await this.waitFor(principal, SUMMARY, readAfter);
    await this.readAfter.wait(contractTurnoverProjection.name, readAfter);
    return this.queries.execute(new ContractTurnoversQuery(principal, contractIdOf(id)));
  }

  /** Spec §1: the contract's monthly invoices up to this month, with their state; its parties only. */
  @Answers.json(z.array(contractInvoiceSchema))
  @Get('contracts/:id/invoices')
  async invoices(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    // The summary answers who its parties are; the invoices read model what they are.
    await this.waitFor(principal, SUMMARY, readAfter);
    await this.readAfter.wait(contractInvoicesProjection.name, readAfter);
    return this.queries.execute(new ContractInvoicesQuery(principal, contractIdOf(id)));
  }

  /** Spec §1: the caller's invoices as a lessor, across its contracts; paged like the contract lists. */
  @Answers.json(z.array(lessorInvoiceSchema))
  @Get('invoices')
  async lessorInvoices(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodPipe(invoiceListQuery)) query: InvoiceListQuery,
    @Headers('x-read-after') readAfter: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.waitFor(principal, SUMMARY, readAfter);
    await this.readAfter.wait(contractInvoicesProjection.name, readAfter);
    const { rows, total, totalBound, start } = await this.queries.execute(
      new LessorInvoicesQuery(principal, query.filter, query.range),
    );
    setContentRange(res, 'invoices', start, rows.length, total, totalBound);
    return rows;
  }

  @Answers.json(infoPanelSchema)
  @Get('contract/info-panel')
  async infoPanel(
    @CurrentPrincipal() principal: Principal,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<InfoPanel> {
    // The panel counts the party's whole register; an employee (or a representative given chosen contracts)
    // sees its contracts in the list instead.
    if (principal.employeePinfl || principal.representative?.contracts) return { counts: {}, inComing: [] };
    await this.waitFor(principal, SUMMARY, readAfter);
    return this.queries.execute(new InfoPanelQuery(principal.partyId));
  }
}
