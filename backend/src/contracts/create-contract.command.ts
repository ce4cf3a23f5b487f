import { randomUUID } from 'node:crypto';
import { ForbiddenException, Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertAdjacentAreaLessor,
  assertOperativeSpaceHeld,
  type BhmPayment,
  type CoResident,
  type CommandResult,
  type ContractDetails,
  DomainError,
  guaranteeDeadline,
  isVehicleKind,
  landRentMonthlyFee,
  type EventSignature,
  type LeasedPlot,
  MessageKeys,
  type Party,
  PartyType,
  type Registration,
  registrationDetails,
  type RentedProperty,
  somFromBhm,
  tashkentDate,
  type VehicleServiceKind,
} from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { assertPhoneConfirmed, partyActor, type Principal } from '../http/principal.js';
import { RatesService } from '../registries/rates.service.js';
import { propertyFacts, RegistryService } from '../registries/registry.service.js';
import { SigningService } from '../signing/signing.service.js';
import { ContractStream } from './contract-stream.js';

export class CreateContractCommand extends Command<CommandResult> {
  constructor(
    readonly principal: Principal,
    readonly terms: Registration,
    readonly correlationId: string,
    /** The initiator's signature (header X-E-Signature), which names the id the new contract is to have. */
    readonly pkcs7: string | undefined,
    /** Set when the lessee registers (issue 21): the lessor it names, who then confirms or rejects. */
    readonly lessorId?: string,
    /** The id a bulk upload chose for the row (issue 21), so that a row retried lands on the same stream. */
    readonly contractId?: string,
    /**
     * A bulk upload's row: the verified signature of the whole file it came in (bulk-uploads.ts), which the
     * contract carries instead of a signature of its own. Never from a request.
     */
    readonly fileSignature?: EventSignature | null,
  ) {
    super();
  }
}

/**
 * Resolves the parties and the object from the registries, then lets the decider register the contract.
 * The lessor registers it, or the lessee declares it (issue 21) naming the lessor: the object must then be
 * the named lessor's, by the same registry checks and with the same messages as on the lessor's form.
 */
@CommandHandler(CreateContractCommand)
export class CreateContractHandler implements ICommandHandler<CreateContractCommand> {
  constructor(
    private readonly registries: RegistryService,
    private readonly rates: RatesService,
    private readonly stream: ContractStream,
    private readonly signing: SigningService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    principal,
    terms,
    correlationId,
    pkcs7,
    lessorId: named,
    contractId: chosenId,
    fileSignature,
  }: CreateContractCommand): Promise<CommandResult> {
    // An employee acts for the entity on the contracts it holds; registering one is the entity's own act.
    if (principal.employeePinfl)
      throw new ForbiddenException({ code: 'EMPLOYEE_CANNOT_CREATE', message: MessageKeys.employeeCannotCreate });
    // A registration binds its initiator, whom the portal reaches by phone (spec §5).
    assertPhoneConfirmed(principal);
    // Signed where the deployment requires it, under the id the signature names (see SigningService); a
    // lessee signs its whole declaration, the lessor it names included.
    const body = named === undefined ? terms : { lessorId: named, registration: terms };
    const signed = fileSignature
      ? { signature: fileSignature, contractId: undefined, version: 0 }
      : await this.signing.signedStep(principal, 'create', null, body, pkcs7);
    const lessorId = named ?? principal.partyId;
    // A service the committee switched off takes no new contracts from that day; those on record live on.
    if ((await this.rates.servicesOff(tashkentDate(this.clock.now()))).includes(terms.kind))
      throw new DomainError('SERVICE_OFF', MessageKeys.serviceOff, 'forbidden');
    // The registries are asked at once (the object is the lessor's own, so it needs no answer
    // about the lessor first); their refusals are still said in the form's order.
    const [lessorFound, lesseeFound, coResidentsFound, subjectFound, paymentFound] = await Promise.allSettled([
      this.registries.party(lessorId),
      this.lessee(terms),
      this.coResidents(terms),
      isVehicleRegistration(terms)
        ? this.vehicle(terms, lessorId)
        : this.premises(terms, lessorId, named !== undefined),
      this.bhmPayment(terms),
    ]);
    const lessor = settled(lessorFound);
    if (!lessor && named !== undefined)
      throw new DomainError('LESSOR_NOT_FOUND', MessageKeys.lessorNotFound, 'invalid', 'lessorId');
    if (!lessor) throw new DomainError('LESSOR_NOT_FOUND', MessageKeys.notFound, 'forbidden');
    const { lessee, details } = settled(lesseeFound);
    const coResidents = settled(coResidentsFound);
    // Said before anything about the object: an individual has no business with the form at all.
    if (terms.kind === 'ADJACENT_AREA') assertAdjacentAreaLessor(lessor);
    const subject = settled(subjectFound);
    const payment = settled(paymentFound);
    if (payment) subject.monthlyPayment = somFromBhm(payment.bhmMultiple, payment.bhmAmount);
    const contractId = signed?.contractId ?? chosenId ?? randomUUID();
    const { contractNumber, contractDate, beginDate, endDate, purpose, paymentType, notes, documentsDate, kind } =
      terms;
    return this.stream.execute(
      contractId,
      {
        type: 'CreateContract',
        metadata: {
          actor: partyActor(principal),
          now: this.clock.now().toISOString(),
          ...(signed && { signature: signed.signature, signedVersion: signed.version }),
        },
        data: {
          contractId,
          kind,
          contractNumber,
          contractDate,
          area: subject.area,
          monthlyPayment: subject.monthlyPayment,
          beginDate,
          endDate,
          purpose,
          paymentType,
          notes,
          documentsDate,
          lessor,
          lessee,
          ...(named !== undefined && { initiator: 'lessee' as const }),
          property: subject.property,
          minimumRatePerM2: subject.minimumRatePerM2,
          operativeContractId: 'operativeContractId' in terms ? terms.operativeContractId : undefined,
          details: kindDetails(terms, details, {
            ...subject.extra,
            ...guarantee(terms, lessee),
            ...(payment && { payment }),
            ...(coResidents.length > 0 && { coResidents }),
          }),
        },
      },
      correlationId,
    );
  }

  /**
   * A real-estate subject: one of the lessor's cadastral objects. Buildings and premises pay the agreed
   * rent, at least the minimum of the year the term begins in; a land plot pays its land tax rate times
   * the multiplier.
   */
  private async premises(
    terms: Exclude<Registration, { kind: VehicleServiceKind }>,
    lessorId: string,
    declared: boolean,
  ): Promise<Subject> {
    const object = await this.registries.property(terms.cadastralNumber);
    if (!object)
      throw new DomainError('PROPERTY_NOT_FOUND', MessageKeys.propertyNotFound, 'invalid', 'cadastralNumber');
    // The owner rents out its object; a taker in operative management rents out the space it was given.
    const space = terms.operativeContractId ? await this.operativeSpace(terms, lessorId) : null;
    // A lessee's declaration names the lessor: "not yours" would speak to the wrong person.
    if (!space && object.ownerId !== lessorId)
      throw new DomainError(
        'PROPERTY_NOT_OWNED',
        declared ? MessageKeys.propertyNotLessors : MessageKeys.propertyNotOwned,
        'invalid',
        'cadastralNumber',
      );
    const property = {
      cadastralNumber: object.cadastralNumber,
      address: object.address,
      totalArea: space?.area ?? object.totalArea,
      // The region the registration number's series is of (registration-number.ts), and the object as the
      // cadastre describes it, kept as it was when registered.
      ...propertyFacts(object),
    };
    if (terms.kind === 'LAND_RENT') {
      if (object.landTaxRate === null)
        throw new DomainError('NOT_A_LAND_PLOT', MessageKeys.notALandPlot, 'invalid', 'cadastralNumber');
      const morePlots = terms.morePlots?.length ? await this.morePlots(terms.morePlots, lessorId, declared) : undefined;
      const land = {
        landTaxRate: object.landTaxRate,
        multiplier: terms.rentMultiplier,
        ...(morePlots && { morePlots }),
      };
      return {
        property,
        area: terms.area,
        monthlyPayment: landRentMonthlyFee(land.landTaxRate, land.multiplier, terms.area, morePlots),
        minimumRatePerM2: null,
        extra: { land },
      };
    }
    if (terms.kind === 'ADJACENT_AREA') {
      // Adjacent area is a part of a land plot at an agreed rent; the plot's area is the land area.
      if (object.landTaxRate === null)
        throw new DomainError('NOT_A_LAND_PLOT', MessageKeys.notALandPlot, 'invalid', 'cadastralNumber');
      const adjacentArea = {
        objectName: terms.adjacentObjectName,
        locationStage: terms.locationStage,
        landArea: object.totalArea,
      };
      return {
        property,
        area: terms.area,
        monthlyPayment: terms.monthlyPayment,
        minimumRatePerM2: null,
        extra: { adjacentArea },
      };
    }
    const minimum = await this.rates.minimumRate(object, terms.beginDate);
    return {
      property,
      area: terms.area,
      monthlyPayment: terms.monthlyPayment,
      minimumRatePerM2: minimum.ratePerM2,
      extra: {},
    };
  }

  /**
   * A land rent's further plots, each the lessor's own land plot in the registry (asked together; a
   * refusal names the first row at fault).
   */
  private async morePlots(
    rows: { cadastralNumber: string; area: number }[],
    lessorId: string,
    declared: boolean,
  ): Promise<LeasedPlot[]> {
    const found = await Promise.all(rows.map((row) => this.registries.property(row.cadastralNumber)));
    return rows.map((row, i) => {
      const plot = found[i];
      const field = `morePlots.${i}.cadastralNumber`;
      if (!plot) throw new DomainError('PROPERTY_NOT_FOUND', MessageKeys.propertyNotFound, 'invalid', field);
      if (plot.ownerId !== lessorId)
        throw new DomainError(
          'PROPERTY_NOT_OWNED',
          declared ? MessageKeys.propertyNotLessors : MessageKeys.propertyNotOwned,
          'invalid',
          field,
        );
      if (plot.landTaxRate === null)
        throw new DomainError('NOT_A_LAND_PLOT', MessageKeys.notALandPlot, 'invalid', field);
      return {
        cadastralNumber: plot.cadastralNumber,
        address: plot.address,
        totalArea: plot.totalArea,
        landTaxRate: plot.landTaxRate,
        area: row.area,
      };
    });
  }

  /**
   * The space the lessor holds as the taker of an approved operative-management contract on this object,
   * read from that contract's own events. Premises only: land, adjacent area and operative management
   * itself are not handed on.
   */
  private async operativeSpace(
    terms: Exclude<Registration, { kind: VehicleServiceKind }>,
    lessorId: string,
  ): Promise<{ area: number }> {
    if (terms.kind === 'LAND_RENT' || terms.kind === 'ADJACENT_AREA' || terms.kind === 'OPERATIVE') {
      throw new DomainError(
        'OPERATIVE_SPACE_NOT_HELD',
        MessageKeys.operativeSpaceNotHeld,
        'invalid',
        'cadastralNumber',
      );
    }
    const operative = await this.stream.load(terms.operativeContractId!);
    assertOperativeSpaceHeld(operative, { lessorId, cadastralNumber: terms.cadastralNumber });
    return { area: operative.terms.area };
  }

  /**
   * A vehicle of the lessor's. One vehicle is the whole of its "area" (so a vehicle in force under one
   * contract cannot be rented under another), and its minimum is the per-vehicle rate of its class.
   */
  private async vehicle(
    terms: Extract<Registration, { kind: VehicleServiceKind }>,
    lessorId: string,
  ): Promise<Subject> {
    const v = await this.registries.vehicle(terms.plateNumber);
    if (!v) throw new DomainError('VEHICLE_NOT_FOUND', MessageKeys.vehicleNotFound, 'invalid', 'plateNumber');
    if (v.ownerId !== lessorId)
      throw new DomainError('VEHICLE_NOT_OWNED', MessageKeys.vehicleNotOwned, 'invalid', 'plateNumber');
    const vehicle = {
      plateNumber: v.plateNumber,
      vehicleKind: v.vehicleKind,
      model: v.model,
      colour: v.colour,
      yearMade: v.yearMade,
      usageType: terms.usageType,
    };
    return {
      // A vehicle has no region in its registry: its registration number is of the series without one.
      property: {
        cadastralNumber: v.plateNumber,
        address: `${v.model}, ${v.colour}, ${v.yearMade}`,
        totalArea: 1,
        regionSoato: null,
      },
      area: 1,
      monthlyPayment: terms.monthlyPayment,
      minimumRatePerM2: await this.rates.minimumVehicleRate(v.vehicleClass, terms.beginDate),
      extra: { vehicle },
    };
  }

  /**
   * A payment agreed in BHM: the BHM in force at the contract date, so the so'm amount is fixed when the
   * contract is made (domain-facts). Null for a payment in so'm.
   */
  private async bhmPayment(terms: Registration): Promise<BhmPayment | null> {
    if (!('bhmMultiple' in terms) || terms.bhmMultiple === undefined) return null;
    const bhm = await this.rates.bhm(terms.contractDate);
    if (!bhm) throw new DomainError('BHM_UNKNOWN', MessageKeys.bhmUnknown, 'invalid', 'contractDate');
    return { bhmMultiple: terms.bhmMultiple, bhmAmount: bhm.amount, bhmDate: bhm.validFrom };
  }

  /**
   * The people the lessee lives with, by PINFL, from the population registry as the lessee is (one query
   * for all); one it does not know is refused on its own line. The decider checks who they may be.
   */
  private async coResidents(terms: Registration): Promise<CoResident[]> {
    const asked = 'coResidents' in terms ? (terms.coResidents ?? []) : [];
    if (asked.length === 0) return [];
    const found = await this.registries.people(asked.map((p) => p.pinfl));
    const missing = found.findIndex((p) => p === null);
    if (missing >= 0)
      throw new DomainError(
        'CO_RESIDENT_NOT_FOUND',
        MessageKeys.coResidentNotFound,
        'invalid',
        `coResidents.${missing}.pinfl`,
      );
    return found.map((p) => ({ pinfl: p!.id, name: p!.name }));
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
    if (missing >= 0)
      throw new DomainError('STUDENT_NOT_FOUND', MessageKeys.studentNotFound, 'invalid', `students.${missing}.pinfl`);
    const students = found.map((s) => ({
      pinfl: s!.pinfl,
      name: s!.fullName,
      university: s!.university,
      faculty: s!.faculty,
      course: s!.course,
    }));
    const first = students[0]!;
    // The lessee's addresses and status, where the population registry knows the student.
    // (Not whether a registration of the person's is in force: a student rents as a student.)
    const { active: _active, ...person } = (await this.registries.party(first.pinfl)) ?? {};
    return {
      lessee: { ...person, id: first.pinfl, type: PartyType.Student, name: first.name },
      details: { students },
    };
  }
}

/** A letter of guarantee records when its lessee was registered and the day a real contract is due by. */
function guarantee(terms: Registration, lessee: Party): Pick<ContractDetails, 'guarantee'> {
  if (terms.kind !== 'LETTER_OF_GUARANTEE' || !lessee.registeredAt) return {};
  return { guarantee: { lesseeRegisteredAt: lessee.registeredAt, deadline: guaranteeDeadline(lessee.registeredAt) } };
}

/** A lookup's answer, or its refusal thrown now: lookups run together, their refusals come in order. */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

const isVehicleRegistration = (terms: Registration): terms is Extract<Registration, { kind: VehicleServiceKind }> =>
  isVehicleKind(terms.kind);

/** What the rent is of: its object (a cadastral object, or a vehicle as one unit), price and floor. */
interface Subject {
  property: RentedProperty;
  area: number;
  monthlyPayment: number;
  /** The least rent of one unit of area (m², or the vehicle), or null where the price has no floor. */
  minimumRatePerM2: number | null;
  extra: Pick<ContractDetails, 'land' | 'vehicle' | 'guarantee' | 'adjacentArea' | 'payment' | 'coResidents'>;
}

/**
 * What the kind adds to the terms: what the registries said (students, plot, vehicle) and its own fields
 * (a trade object, a warehouse rate: the kind's definition in domain says how); null if nothing.
 */
function kindDetails(
  terms: Registration,
  students: ContractDetails | null,
  extra: Subject['extra'],
): ContractDetails | null {
  const details: ContractDetails = { ...students, ...extra, ...registrationDetails(terms) };
  return Object.keys(details).length ? details : null;
}
