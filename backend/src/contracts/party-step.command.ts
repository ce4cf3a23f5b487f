import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandResult, type ContractCommand, type CreateContract, isSignedStep } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { RatesService } from '../registries/rates.service.js';
import { assertPhoneConfirmed, partyActor, type Principal } from '../http/principal.js';
import { SigningService } from '../signing/signing.service.js';
import { contractIdOf } from './contract-id.js';
import { STEP_REQUESTS } from './contract-step-requests.js';
import { ContractStream } from './contract-stream.js';

/** A party's step on a contract, as the API names it: its verb and the body that verb's schema parsed. */
export class PartyStepCommand extends Command<CommandResult> {
  constructor(
    readonly principal: Principal,
    readonly contractId: string,
    /** A key of STEP_REQUESTS. */
    readonly verb: string,
    readonly input: unknown,
    /** The step's signature (header X-E-Signature), where it is signed. */
    readonly pkcs7: string | undefined,
    readonly correlationId: string,
  ) {
    super();
  }

  /** Its step in the metrics (rent_commands_total): the verb, one of STEP_REQUESTS' keys. */
  get metricsStep(): string {
    return this.verb;
  }
}

/** What a party's step must meet besides the decider's rules: a confirmed phone to confirm, a verified signature. */
@CommandHandler(PartyStepCommand)
export class PartyStepHandler implements ICommandHandler<PartyStepCommand> {
  constructor(
    private readonly stream: ContractStream,
    private readonly signing: SigningService,
    private readonly rates: RatesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    principal,
    contractId,
    verb,
    input,
    pkcs7,
    correlationId,
  }: PartyStepCommand): Promise<CommandResult> {
    // The two steps that bind a party to a contract reach it by phone (spec §5).
    if (verb === 'confirm') assertPhoneConfirmed(principal);
    const unsent = STEP_REQUESTS[verb]!.build(contractIdOf(contractId), input);
    const signed = isSignedStep(verb)
      ? await this.signing.signedStep(principal, verb, contractId, input, pkcs7)
      : undefined;
    const metadata = {
      actor: partyActor(principal),
      now: this.clock.now().toISOString(),
      ...(signed && { signature: signed.signature, signedVersion: signed.version }),
    };
    const command = { ...unsent, metadata } as Exclude<ContractCommand, CreateContract>;
    // A month's invoice is worked out at the month's BHM: the decider is given the table, as it is given the clock.
    if (command.type === 'IssueInvoice') command.data.bhmValues = await this.rates.bhmValues();
    return this.stream.execute(command.data.contractId, command, correlationId);
  }
}
