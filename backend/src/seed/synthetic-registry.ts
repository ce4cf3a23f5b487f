import {
  type LocalDate,
  type Party,
  PartyType,
  type PartyTypeCode,
  type PropertyUseCode,
  type SettlementZoneCode,
} from '@rent/domain';
import { generateRegistry, LARGE_PARTY } from './registry-generator.js';
import type { RegistryRow } from '../registries/registry-rows.js';

/**
 * The synthetic registries of a seed and size held in memory, so that the contract generator makes its
 * contracts over exactly the parties and objects `npm run generate` writes, and names them as the
 * registries do (RegistryService.party): the same rows, generated again instead of read back.
 */

export interface SyntheticObject {
  cadastralNumber: string;
  ownerId: string;
  address: string;
  totalArea: number;
  propertyType: string;
  regionSoato: string | null;
  districtSoato: string | null;
  settlementZone: SettlementZoneCode | null;
  propertyUse: PropertyUseCode;
  landTaxRate: number | null;
}

export interface SyntheticVehicle {
  plateNumber: string;
  ownerId: string;
  vehicleKind: string;
  model: string;
  colour: string;
  yearMade: number;
  vehicleClass: string;
}

export interface SyntheticStudent {
  pinfl: string;
  fullName: string;
  university: string;
  faculty: string;
  course: number;
}

/** The minimum-rent figures a registration reads (RatesService), looked up without a database round trip. */
export interface RateBook {
  /** So'm per m² a month for the object in the year the term begins, the coefficient applied; null without zone data. */
  premises(object: SyntheticObject, beginDate: LocalDate): number | null;
  /** The per-vehicle minimum of a class in the year the term begins. */
  vehicle(vehicleClass: string, beginDate: LocalDate): number;
}

const ROW_CAST = <T>(row: RegistryRow) => row as unknown as T;

export class SyntheticRegistry {
  readonly parties = new Map<string, Party>();
  /** Legal entities by TIN, residents and non-residents apart, and when each was registered. */
  readonly residentTins: string[] = [];
  readonly nonResidentTins: string[] = [];
  /** Resident legal entities by their registration day, for letters of guarantee. */
  readonly registeredOn = new Map<LocalDate, string[]>();
  readonly pinfls: string[] = [];
  /** Active sole proprietors and self-employed people (mobile trade lessees). */
  readonly soleProprietors: string[] = [];
  readonly objects: SyntheticObject[] = [];
  /** Objects that can be let as premises (zone data known, not a plot), the large party's apart. */
  readonly premises: SyntheticObject[] = [];
  readonly largePartyObjects: SyntheticObject[] = [];
  /** Land plots, and those of resident legal entities (adjacent area). */
  readonly plots: SyntheticObject[] = [];
  readonly legalPlots: SyntheticObject[] = [];
  readonly vehicles: SyntheticVehicle[] = [];
  readonly students: SyntheticStudent[] = [];

  constructor(contracts: number, seed: number) {
    this.parties.set(LARGE_PARTY.tin, {
      id: LARGE_PARTY.tin,
      type: PartyType.Legal,
      name: LARGE_PARTY.name,
      registeredAt: LARGE_PARTY.registeredAt,
    });
    for (const batch of generateRegistry('taxpayers', contracts, seed)) {
      for (const t of batch.map(ROW_CAST<{ tin: string; name: string; registeredAt: string; resident: boolean }>)) {
        this.parties.set(t.tin, {
          id: t.tin,
          type: t.resident ? PartyType.Legal : PartyType.NonResident,
          name: t.name,
          registeredAt: t.registeredAt,
        });
        if (!t.resident) {
          this.nonResidentTins.push(t.tin);
          continue;
        }
        this.residentTins.push(t.tin);
        const sameDay = this.registeredOn.get(t.registeredAt) ?? [];
        sameDay.push(t.tin);
        this.registeredOn.set(t.registeredAt, sameDay);
      }
    }
    for (const batch of generateRegistry('individuals', contracts, seed)) {
      for (const p of batch.map(
        ROW_CAST<{ pinfl: string; fullName: string; partyType: PartyTypeCode; active: boolean }>,
      )) {
        this.parties.set(p.pinfl, { id: p.pinfl, type: p.partyType, name: p.fullName, active: p.active });
        this.pinfls.push(p.pinfl);
        if (p.active && (p.partyType === PartyType.SoleProprietor || p.partyType === PartyType.SelfEmployed))
          this.soleProprietors.push(p.pinfl);
      }
    }
    for (const batch of generateRegistry('cadastral-objects', contracts, seed)) {
      for (const o of batch.map(ROW_CAST<SyntheticObject>)) {
        this.objects.push(o);
        if (o.ownerId === LARGE_PARTY.tin) this.largePartyObjects.push(o);
        else if (o.landTaxRate !== null) {
          this.plots.push(o);
          if (this.parties.get(o.ownerId)?.type === PartyType.Legal) this.legalPlots.push(o);
        } else if (o.settlementZone !== null) this.premises.push(o);
      }
    }
    for (const batch of generateRegistry('vehicles', contracts, seed))
      this.vehicles.push(...batch.map(ROW_CAST<SyntheticVehicle>));
    for (const batch of generateRegistry('students', contracts, seed))
      this.students.push(...batch.map(ROW_CAST<SyntheticStudent>));
  }

  /** A party as a contract records it (RegistryService.party); every generated owner and lessee has one. */
  party(id: string): Party {
    const party = this.parties.get(id);
    if (!party) throw new Error(`The synthetic registries have no party ${id}`);
    return party;
  }
}
