import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ContractDetails, DomainError, landMonthlyFee, MessageKeys, type Party, PartyType, type Registration } from '@rent/domain';
import type { CadastralObject } from '../registries/cadastral-object.entity.js';
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
    const [lessor, { lessee, details }, property] = await Promise.all([
      this.registries.party(principal.partyId),
      this.lessee(terms),
      this.registries.property(terms.cadastralNumber),
    ]);
    if (!lessor) throw new DomainError('LESSOR_NOT_FOUND', MessageKeys.notFound, 'forbidden');
    if (!property) {
      throw new DomainError('PROPERTY_NOT_FOUND', MessageKeys.propertyNotFound, 'invalid', 'cadastralNumber');
    }
    if (property.ownerId !== lessor.id) {
      throw new DomainError('PROPERTY_NOT_OWNED', MessageKeys.propertyNotOwned, 'invalid', 'cadastralNumber');
    }
    const { pricing, land } = await this.pricing(terms, property);
    const contractId = randomUUID();
    const { contractNumber, contractDate, area, beginDate, endDate, purpose, kind } = terms;
    return this.stream.execute(
      contractId,
      {
        type: 'CreateContract',
        metadata: { actor: partyActor(principal), now: this.clock.now().toISOString() },
        data: {
          contractId,
          kind,
          contractNumber,
          contractDate,
          area,
          monthlyPayment: pricing.monthlyPayment,
          beginDate,
          endDate,
          purpose,
          lessor,
          lessee,
          property: { cadastralNumber: property.cadastralNumber, address: property.address, totalArea: property.totalArea },
          minimumRatePerM2: pricing.minimumRatePerM2,
          details: kindDetails(terms, details, land),
        },
      },
      correlationId,
    );
  }

  /**
   * What the contract costs and the floor it keeps: buildings and premises pay the agreed rent, at least
   * the minimum of the year the term begins in; a land plot pays its land tax rate times the multiplier.
   */
  private async pricing(terms: Registration, property: CadastralObject) {
    if (terms.kind === 'LAND_RENT') {
      if (property.landTaxRate === null) throw new DomainError('NOT_A_LAND_PLOT', MessageKeys.notALandPlot, 'invalid', 'cadastralNumber');
      const land = { landTaxRate: property.landTaxRate, multiplier: terms.rentMultiplier };
      return { pricing: { monthlyPayment: landMonthlyFee(land.landTaxRate, land.multiplier, terms.area), minimumRatePerM2: null }, land };
    }
    const minimum = await this.rates.minimumRate(property, terms.beginDate);
    return { pricing: { monthlyPayment: terms.monthlyPayment, minimumRatePerM2: minimum.ratePerM2 }, land: undefined };
  }

  /** The lessee by TIN or PINFL; for student rent, every student from the education registry, the first the lessee. */
  private async lessee(terms: Registration): Promise<{ lessee: Party; details: ContractDetails | null }> {
    if (terms.kind !== 'STUDENT') {
      const lessee = await this.registries.party(terms.lesseeId);
      if (!lessee) throw new DomainError('LESSEE_NOT_FOUND', MessageKeys.lesseeNotFound, 'invalid', 'lesseeId');
      return { lessee, details: null };
    }
    const found = await this.registries.students(terms.students.map((s) => s.pinfl));
    const missing = found.findIndex((s) => s === null);
    if (missing >= 0) throw new DomainError('STUDENT_NOT_FOUND', MessageKeys.studentNotFound, 'invalid', `students.${missing}.pinfl`);
    const students = found.map((s) => ({ pinfl: s!.pinfl, name: s!.fullName, university: s!.university, faculty: s!.faculty, course: s!.course }));
    const first = students[0]!;
    return { lessee: { id: first.pinfl, type: PartyType.Student, name: first.name }, details: { students } };
  }
}

/** What the kind adds to the terms: the students, the plot's tax and multiplier, the trade object; null if nothing. */
function kindDetails(terms: Registration, students: ContractDetails | null, land: ContractDetails['land']): ContractDetails | null {
  const details: ContractDetails = { ...students };
  if (land) details.land = land;
  if (terms.kind === 'MOBILE_TRADE') details.mobileTrade = { objectType: terms.objectType, usageType: terms.usageType, objectArea: terms.objectArea };
  return Object.keys(details).length ? details : null;
}
