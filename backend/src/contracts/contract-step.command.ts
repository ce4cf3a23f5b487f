import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, ContractCommand, CreateContract } from '@rent/domain';
import { ContractStream } from './contract-stream.js';

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

  /** Its step in the metrics (rent_commands_total): the decider's command type. */
  get metricsStep(): string {
    return this.command.type;
  }
}

@CommandHandler(ContractStepCommand)
export class ContractStepHandler implements ICommandHandler<ContractStepCommand> {
  constructor(private readonly stream: ContractStream) {}

  execute({ command, correlationId }: ContractStepCommand): Promise<CommandResult> {
    return this.stream.execute(command.data.contractId, command, correlationId);
  }
}
