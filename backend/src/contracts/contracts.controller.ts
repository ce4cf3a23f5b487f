import { Body, Controller, ForbiddenException, Get, Headers, HttpCode, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type InfoPanel, isSignedStep, MessageKeys, type Registration, registrationSchema } from '@rent/domain';
import { contractHistoryProjection, contractHoldersProjection, contractSummaryProjection, contractTurnoverProjection } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ReadAfter } from '../event-store/read-after.js';
import { CorrelationId, isUuid } from '../http/correlation-id.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { assertPhoneConfirmed, CurrentPrincipal, partyActor, type Principal } from '../http/principal.js';
import { SIGNATURE_HEADER, SigningService } from '../signing/signing.service.js';
import { ContractHistoryQuery, GetContractQuery, InfoPanelQuery, ListContractsQuery } from './contract-queries.js';
import { ContractStepCommand } from './contract-step.command.js';
import { ContractTurnoversQuery } from './contract-turnovers.query.js';
import { STEP_REQUESTS } from './contract-step-requests.js';
import { CreateContractCommand } from './create-contract.command.js';
import { type ContractListQuery, contractListQuery } from './list-params.js';

const SUMMARY = contractSummaryProjection.name;

/** Anything that is not a uuid cannot name a contract: it is simply not found. */
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
    private readonly signing: SigningService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Reads include the caller's last write; an employee's also the holders it was given since. */
  private async waitFor(principal: Principal, model: string, readAfter: string | undefined): Promise<void> {
    await this.readAfter.wait(model, readAfter);
    if (principal.employeePinfl) await this.readAfter.wait(contractHoldersProjection.name, readAfter);
  }

  /** Registration; signed (header `X-E-Signature`) where the deployment requires it, under the id the signature names (see SigningService). */
  @Post('contracts')
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(registrationSchema)) body: Registration,
    @Headers(SIGNATURE_HEADER) pkcs7: string | undefined,
    @CorrelationId() correlationId: string,
  ) {
    // An employee acts for the entity on the contracts it holds; registering one is the entity's own act.
    if (principal.employeePinfl) throw new ForbiddenException({ code: 'EMPLOYEE_CANNOT_CREATE', message: MessageKeys.employeeCannotCreate });
    assertPhoneConfirmed(principal);
    const signed = await this.signing.signedStep(principal.partyId, 'create', null, body, pkcs7);
    return this.commands.execute(new CreateContractCommand(principal, body, correlationId, signed));
  }

  /** Every later step of a party: `confirm`, `reject`, `request-change`, … (contract-step-requests.ts). */
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
    const input = request.schema.parse(body ?? {});
    // The two steps that bind a party to a contract reach it by phone (spec §5).
    if (verb === 'confirm') assertPhoneConfirmed(principal);
    const unsent = request.build(contractId(id), input);
    const signed = isSignedStep(verb) ? await this.signing.signedStep(principal.partyId, verb, id, input, pkcs7) : undefined;
    const metadata = { actor: partyActor(principal), now: this.clock.now().toISOString(), ...(signed && { signature: signed.signature, signedVersion: signed.version }) };
    return this.commands.execute(new ContractStepCommand({ ...unsent, metadata } as ContractStepCommand['command'], correlationId));
  }

  /** ra-data-simple-rest's getList: the page in the body, its place in the whole in Content-Range. */
  @Get('contracts')
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodPipe(contractListQuery)) query: ContractListQuery,
    @Headers('x-read-after') readAfter: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.waitFor(principal, SUMMARY, readAfter);
    const { rows, total, totalBound, start } = await this.queries.execute(new ListContractsQuery(principal, query));
    const range = rows.length ? `${start}-${start + rows.length - 1}` : '*';
    res.setHeader('Content-Range', `contracts ${range}/${total}`);
    // A narrowed list counted only so far: it holds more than this (docs/api.md).
    if (totalBound !== null) res.setHeader('X-Total-Bound', String(totalBound));
    return rows;
  }

  @Get('contracts/:id')
  async one(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Headers('x-read-after') readAfter: string | undefined) {
    await this.waitFor(principal, SUMMARY, readAfter);
    return this.queries.execute(new GetContractQuery(partyActor(principal), contractId(id)));
  }

  @Get('contracts/:id/history')
  async history(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Headers('x-read-after') readAfter: string | undefined) {
    await this.waitFor(principal, contractHistoryProjection.name, readAfter);
    return this.queries.execute(new ContractHistoryQuery(principal, contractId(id)));
  }

  @Get('contracts/:id/turnovers')
  async turnovers(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Headers('x-read-after') readAfter: string | undefined) {
    await this.waitFor(principal, contractTurnoverProjection.name, readAfter);
    return this.queries.execute(new ContractTurnoversQuery(principal, contractId(id)));
  }

  @Get('contract/info-panel')
  async infoPanel(@CurrentPrincipal() principal: Principal, @Headers('x-read-after') readAfter: string | undefined): Promise<InfoPanel> {
    // The panel counts the party's whole register; an employee sees its held contracts in the list instead.
    if (principal.employeePinfl) return { counts: {}, inComing: [] };
    await this.waitFor(principal, SUMMARY, readAfter);
    return this.queries.execute(new InfoPanelQuery(principal.partyId));
  }
}
