import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { type Party, type PartyProfile, PartyType, partyIdKind, type RentedProperty } from '@rent/domain';
import { CadastralObject } from './cadastral-object.entity.js';
import { Individual } from './individual.entity.js';
import { Student } from './student.entity.js';
import { Vehicle } from './vehicle.entity.js';
import { Taxpayer } from './taxpayer.entity.js';

/** Looks parties and objects up in the reference registries. */
@Injectable()
export class RegistryService {
  constructor(
    @InjectRepository(Taxpayer) private readonly taxpayers: Repository<Taxpayer>,
    @InjectRepository(Individual) private readonly individuals: Repository<Individual>,
    @InjectRepository(CadastralObject) private readonly objects: Repository<CadastralObject>,
    @InjectRepository(Student) private readonly studentRegistry: Repository<Student>,
    @InjectRepository(Vehicle) private readonly vehicleRegistry: Repository<Vehicle>,
  ) {}

  vehicle(plateNumber: string): Promise<Vehicle | null> {
    return this.vehicleRegistry.findOneBy({ plateNumber });
  }

  vehiclesOf(ownerId: string): Promise<Vehicle[]> {
    return this.vehicleRegistry.find({ where: { ownerId }, order: { plateNumber: 'ASC' }, take: 500 });
  }

  student(pinfl: string): Promise<Student | null> {
    return this.studentRegistry.findOneBy({ pinfl });
  }

  /** Students by PINFL, in the order asked; null where the registry has none. */
  async students(pinfls: string[]): Promise<(Student | null)[]> {
    const found = await this.studentRegistry.findBy({ pinfl: In(pinfls) });
    const byPinfl = new Map(found.map((s) => [s.pinfl, s]));
    return pinfls.map((p) => byPinfl.get(p) ?? null);
  }

  /** Persons by PINFL from the population registry in one query, in the order asked; null where unknown. */
  async people(pinfls: string[]): Promise<(Party | null)[]> {
    const found = await this.individuals.findBy({ pinfl: In(pinfls) });
    const byPinfl = new Map(found.map((p) => [p.pinfl, p]));
    return pinfls.map((pinfl) => {
      const p = byPinfl.get(pinfl);
      return p ? { id: p.pinfl, type: p.partyType, name: p.fullName, active: p.active } : null;
    });
  }

  taxpayer(tin: string): Promise<Taxpayer | null> {
    return this.taxpayers.findOneBy({ tin });
  }

  /**
   * A party by TIN (legal entity) or PINFL (person), as a contract records it at registration: what the
   * registry says of it now (registry-facts.ts), kept by the contract as it was; null when unknown.
   */
  async party(id: string): Promise<Party | null> {
    switch (partyIdKind(id)) {
      case 'TIN': {
        const t = await this.taxpayers.findOneBy({ tin: id });
        return t && taxpayerParty(t);
      }
      case 'PINFL': {
        const p = await this.individuals.findOneBy({ pinfl: id });
        return p && personParty(p);
      }
      default:
        return null;
    }
  }

  /** What the registries hold of the signed-in party itself, for its personal cabinet. */
  async profile(id: string): Promise<PartyProfile | null> {
    if (partyIdKind(id) === 'TIN') {
      const t = await this.taxpayers.findOneBy({ tin: id });
      return (
        t && {
          id,
          type: t.resident ? PartyType.Legal : PartyType.NonResident,
          name: t.name,
          address: t.address,
          director: t.director,
          registeredAt: t.registeredAt,
          active: null,
        }
      );
    }
    const p = await this.individuals.findOneBy({ pinfl: id });
    return (
      p && {
        id,
        type: p.partyType,
        name: p.fullName,
        address: p.address,
        director: null,
        registeredAt: null,
        active: p.active,
      }
    );
  }

  propertiesOf(ownerId: string): Promise<CadastralObject[]> {
    // An owner holds a handful of objects; the cap keeps a registry error from becoming an unbounded answer.
    return this.objects.find({ where: { ownerId }, order: { cadastralNumber: 'ASC' }, take: 500 });
  }

  /**
   * The area the contracts in force hold of each object, from the occupancy read model (for display; the
   * property stream is what refuses a reservation that does not fit).
   */
  async heldAreas(cadastralNumbers: string[]): Promise<Map<string, number>> {
    if (cadastralNumbers.length === 0) return new Map();
    const rows = await this.objects.manager.query<{ cadastral_number: string; held: string }[]>(
      'SELECT cadastral_number, sum(area) AS held FROM property_reservations WHERE cadastral_number = ANY($1) GROUP BY cadastral_number',
      [cadastralNumbers],
    );
    return new Map(rows.map((r) => [r.cadastral_number, Number(r.held)]));
  }

  /**
   * The spaces a party holds as the taker of operative management in force, which it may rent out in its
   * turn. The giver registers operative management, so the taker is its counterpart (indexed).
   */
  operativeSpacesOf(
    partyId: string,
  ): Promise<{ id: string; contract_number: string; cadastral_number: string; area: string }[]> {
    return this.objects.manager.query(
      `SELECT id, contract_number, cadastral_number, area FROM contract_summary
        WHERE counterpart_id = $1 AND state = 20 AND kind = 'OPERATIVE' AND lessee_id = $1 AND removed_at IS NULL
        ORDER BY contract_number LIMIT 100`,
      [partyId],
    );
  }

  /** Several objects at once, by cadastral number (one query, whatever the count). */
  async propertiesByNumber(cadastralNumbers: string[]): Promise<Map<string, CadastralObject>> {
    if (cadastralNumbers.length === 0) return new Map();
    const rows = await this.objects.find({ where: { cadastralNumber: In(cadastralNumbers) } });
    return new Map(rows.map((o) => [o.cadastralNumber, o]));
  }

  property(cadastralNumber: string): Promise<CadastralObject | null> {
    return this.objects.findOneBy({ cadastralNumber });
  }
}

/** A registry's empty field is left out of the party, as older events have none of them. */
const given = <K extends string, V>(key: K, value: V | null): { [P in K]?: V } =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V };

function taxpayerParty(t: Taxpayer): Party {
  return {
    id: t.tin,
    type: t.resident ? PartyType.Legal : PartyType.NonResident,
    name: t.name,
    registeredAt: t.registeredAt,
    head: t.director,
    legalAddress: t.address,
    ...given('actualAddress', t.actualAddress),
    ...given('registrationDivision', t.registrationDivision),
    ...given('founders', t.founders),
  };
}

function personParty(p: Individual): Party {
  return {
    id: p.pinfl,
    type: p.partyType,
    name: p.fullName,
    active: p.active,
    residenceAddress: p.address,
    ...given('actualAddress', p.actualAddress),
    ...given('registeredAt', p.registeredAt),
    ...given('registrationDivision', p.registrationDivision),
    ...given('socialStatus', p.socialStatus),
    ...given('maritalStatus', p.maritalStatus),
  };
}

/** The object as a contract records it at registration: what the cadastre says of it beyond its area. */
export function propertyFacts(o: CadastralObject): Omit<RentedProperty, 'cadastralNumber' | 'address' | 'totalArea'> {
  return {
    regionSoato: o.regionSoato,
    propertyType: o.propertyType,
    ...given('ownershipType', o.ownershipType),
    ...given('buildingName', o.buildingName),
    ...given('floor', o.floor),
    ...given('room', o.room),
    ...given('storeys', o.storeys),
    ...given('yearBuilt', o.yearBuilt),
  };
}
