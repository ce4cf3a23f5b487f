import { Body, Controller, Get, Headers, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  type AssignHoldersInput,
  assignHoldersSchema,
  type CommandResult,
  commandResultSchema,
  contractHoldersSchema,
} from '@rent/domain';
import { ContractHolderRow, contractHoldersProjection, ContractSummary } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { CorrelationId, isUuid } from '../http/correlation-id.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { EmployeesService } from '../identity/employees/employees.service.js';
import { CurrentPrincipal, partyActor, type Principal } from '../http/principal.js';
import { ReadAfter } from '../event-store/read-after.js';
import { assertParty, partyCaughtUp } from './contract-queries.js';
import { ContractStepCommand } from './contract-step.command.js';
import { Answers } from '../http/answers.js';

/** Spec: employee assignment: a legal party chooses the employees who hold a contract for it. */
@Controller('contracts/:id/holders')
export class ContractHoldersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly employees: EmployeesService,
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectRepository(ContractHolderRow) private readonly holders: Repository<ContractHolderRow>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly readAfter: ReadAfter,
  ) {}

  /** The PINFLs holding the contract for the caller's side, as its last assignment left them. */
  @Answers.json(contractHoldersSchema)
  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<string[]> {
    if (!isUuid(id)) throw new NotFoundException();
    await partyCaughtUp(this.readAfter, principal, readAfter);
    await this.readAfter.wait(contractHoldersProjection.name, readAfter);
    await assertParty(this.summaries, id, principal);
    const rows = await this.holders.find({ where: { contractId: id, partyId: principal.partyId }, take: 50 });
    return rows.map((r) => r.pinfl);
  }

  /** Replaces the caller's holders of the contract; each must be a current employee of the entity. */
  @Answers.json(commandResultSchema)
  @Post()
  @HttpCode(200)
  async assign(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(assignHoldersSchema)) body: AssignHoldersInput,
    @CorrelationId() correlationId: string,
  ): Promise<CommandResult> {
    if (!isUuid(id)) throw new NotFoundException();
    const holders = await this.employees.holders(principal, body.pinfls);
    return this.commands.execute(
      new ContractStepCommand(
        {
          type: 'AssignHolders',
          data: { contractId: id, holders },
          metadata: { actor: partyActor(principal), now: this.clock.now().toISOString() },
        },
        correlationId,
      ),
    );
  }
}
