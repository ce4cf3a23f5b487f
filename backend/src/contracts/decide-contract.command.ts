import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorOf, type Principal } from '../identity/principal.js';
import { type CommandResult, ContractStream } from './contract-stream.js';

/** The counterpart's answer to a contract awaiting approval: confirm it, or reject it with a reason. */
export class ConfirmContractCommand extends Command<CommandResult> {
  constructor(
    readonly principal: Principal,
    readonly contractId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

export class RejectContractCommand extends Command<CommandResult> {
  constructor(
    readonly principal: Principal,
    readonly contractId: string,
    readonly reason: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmContractCommand)
export class ConfirmContractHandler implements ICommandHandler<ConfirmContractCommand> {
  constructor(private readonly stream: ContractStream) {}

  execute({ principal, contractId, correlationId }: ConfirmContractCommand): Promise<CommandResult> {
    return this.stream.execute(
      contractId,
      { type: 'ConfirmContract', data: { contractId }, metadata: { actor: actorOf(principal), now: new Date().toISOString() } },
      correlationId,
    );
  }
}

@CommandHandler(RejectContractCommand)
export class RejectContractHandler implements ICommandHandler<RejectContractCommand> {
  constructor(private readonly stream: ContractStream) {}

  execute({ principal, contractId, reason, correlationId }: RejectContractCommand): Promise<CommandResult> {
    return this.stream.execute(
      contractId,
      { type: 'RejectContract', data: { contractId, reason }, metadata: { actor: actorOf(principal), now: new Date().toISOString() } },
      correlationId,
    );
  }
}
