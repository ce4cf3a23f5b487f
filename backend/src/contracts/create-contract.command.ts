import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, MessageKeys, type Registration } from '@rent/domain';
import { Inject } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock.js';
import { partyActor, type Principal } from '../identity/principal.js';
import { RatesService } from '../registries/rates.service.js';
import { RegistryService } from '../registries/registry.service.js';
import { type CommandResult, ContractStream } from './contract-stream.js';

export class CreateContractCommand extends Command<CommandResult> {
  constructor(
    readonly principal: Principal,
    readonly terms: Registration,
    readonly correlationId: string,
  ) {
    super();
  }
}

/** Resolves the parties and the object from the registries, then lets the decider register the contract. */
@CommandHandler(CreateContractCommand)
export class CreateContractHandler implements ICommandHandler<CreateContractCommand> {
  constructor(
    private readonly registries: RegistryService,
    private readonly rates: RatesService,
    private readonly stream: ContractStream,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ principal, terms, correlationId }: CreateContractCommand): Promise<CommandResult> {
    const [lessor, lessee, property] = await Promise.all([
      this.registries.party(principal.partyId),
      this.registries.party(terms.lesseeId),
      this.registries.property(terms.cadastralNumber),
    ]);
    if (!lessor) throw new DomainError('LESSOR_NOT_FOUND', MessageKeys.notFound, 'forbidden');
    if (!lessee) throw new DomainError('LESSEE_NOT_FOUND', MessageKeys.lesseeNotFound, 'invalid', 'lesseeId');
    if (!property) {
      throw new DomainError('PROPERTY_NOT_FOUND', MessageKeys.propertyNotFound, 'invalid', 'cadastralNumber');
    }
    if (property.ownerId !== lessor.id) {
      throw new DomainError('PROPERTY_NOT_OWNED', MessageKeys.propertyNotOwned, 'invalid', 'cadastralNumber');
    }
    // The minimum is that of the year the term begins in (rates are fixed per year by law).
    const minimum = await this.rates.minimumRate(property, terms.beginDate);
    const contractId = randomUUID();
    const { lesseeId: _lesseeId, cadastralNumber: _cadastralNumber, kind, ...rest } = terms;
    return this.stream.execute(
      contractId,
      {
        type: 'CreateContract',
        metadata: { actor: partyActor(principal), now: this.clock.now().toISOString() },
        data: {
          ...rest,
          contractId,
          kind,
          lessor,
          lessee,
          property: { cadastralNumber: property.cadastralNumber, address: property.address, totalArea: property.totalArea },
          minimumRatePerM2: minimum.ratePerM2,
        },
      },
      correlationId,
    );
  }
}
