import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { type ContractCommand, ContractState, type CreateContract, ServiceKind } from '@rent/domain';
import { ContractSummary, contractSummaryProjection } from '@rent/projections';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { type CommandResult, ContractStream } from './contract-stream.js';

/**
 * Any step on an existing contract, by a party, an operator or the system: the decider says whether
 * this actor may take it now. Registration is its own command because it first looks the parties up.
 */
export class ContractStepCommand extends Command<CommandResult> {
  constructor(
    readonly command: Exclude<ContractCommand, CreateContract>,
    readonly correlationId: string,
  ) {
    super();
  }
}

/** At most this many linked contracts are named in a refusal; one is enough to refuse. */
const NAMED_LINKED = 20;

@CommandHandler(ContractStepCommand)
export class ContractStepHandler implements ICommandHandler<ContractStepCommand> {
  constructor(
    private readonly stream: ContractStream,
    private readonly projector: ProjectorRunner,
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
  ) {}

  async execute({ command, correlationId }: ContractStepCommand): Promise<CommandResult> {
    const contractId = command.data.contractId;
    if (command.type === 'RequestCancellation' || command.type === 'AcceptCancellation') {
      command.data.activeLinkedContracts = await this.activeLinked(contractId);
    }
    return this.stream.execute(contractId, command, correlationId);
  }

  /**
   * The contracts in force on this contract's space (only an operative-management contract has any),
   * read from the summary once it has caught up with every event committed so far. A contract registered
   * in the same instant may still be missed; the decider alone decides what the list means.
   */
  private async activeLinked(contractId: string): Promise<string[]> {
    // A kind never changes, so a summary row however old says whether there can be any: only operative
    // management pays for catching the projection up.
    const row = await this.summaries.findOne({ select: { kind: true }, where: { id: contractId } });
    if (row && row.kind !== ServiceKind.Operative) return [];
    await this.projector.catchUp(contractSummaryProjection.name);
    const rows = await this.summaries.find({
      select: { contractNumber: true },
      where: { operativeContractId: contractId, state: In([ContractState.AwaitingApproval, ContractState.Approved]), removedAt: IsNull() },
      order: { contractNumber: 'ASC' },
      take: NAMED_LINKED,
    });
    return rows.map((r) => r.contractNumber);
  }
}
