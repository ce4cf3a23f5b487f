import type { ContractCreated, RentedProperty } from './contract-events.js';
import { type Party, PartyType, type PartyTypeCode } from './party.js';
import type { Founder, MaritalStatusCode, OwnershipTypeCode, SocialStatusCode } from './registry-facts.js';
import { isVehicleKind } from './service-kinds.js';

/**
 * A party as the registries described it when the contract was registered: the snapshot its registration
 * event keeps, since the registries change and the contract is what its parties signed. Null where the
 * registry had nothing, or the event is older than the field.
 */
export interface PartyFacts {
  id: string;
  type: PartyTypeCode;
  name: string;
  head: string | null;
  legalAddress: string | null;
  actualAddress: string | null;
  residenceAddress: string | null;
  registeredAt: string | null;
  registrationDivision: string | null;
  founders: Founder[] | null;
  socialStatus: SocialStatusCode | null;
  maritalStatus: MaritalStatusCode | null;
}

/** The rented object as the cadastre described it when the contract was registered. */
export interface PropertyFacts {
  cadastralNumber: string;
  address: string;
  propertyType: string | null;
  ownershipType: OwnershipTypeCode | null;
  buildingName: string | null;
  floor: number | null;
  room: string | null;
  storeys: number | null;
  yearBuilt: number | null;
}

/** Both parties and the object (none for a vehicle, which its own details describe) as registered. */
export interface RegisteredFacts {
  lessor: PartyFacts;
  lessee: PartyFacts;
  property: PropertyFacts | null;
}

/** What anyone may see of a party: a legal entity's public registry record; of a person, nothing more than the certificate's name. */
export type PublicPartyFacts = Pick<PartyFacts, 'type'> &
  Partial<Pick<PartyFacts, 'head' | 'legalAddress' | 'registeredAt' | 'registrationDivision'>>;

/** What anyone may see of the object: what it is, not where in the building (floor, room) or its address. */
export type PublicPropertyFacts = Pick<
  PropertyFacts,
  'propertyType' | 'ownershipType' | 'buildingName' | 'storeys' | 'yearBuilt'
>;

export interface PublicRegisteredFacts {
  lessor: PublicPartyFacts;
  lessee: PublicPartyFacts;
  property: PublicPropertyFacts | null;
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;

function partyFacts(p: Party): PartyFacts {
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    head: orNull(p.head),
    legalAddress: orNull(p.legalAddress),
    actualAddress: orNull(p.actualAddress),
    residenceAddress: orNull(p.residenceAddress),
    registeredAt: orNull(p.registeredAt),
    registrationDivision: orNull(p.registrationDivision),
    founders: orNull(p.founders),
    socialStatus: orNull(p.socialStatus),
    maritalStatus: orNull(p.maritalStatus),
  };
}

function propertyFacts(p: RentedProperty): PropertyFacts {
  return {
    cadastralNumber: p.cadastralNumber,
    address: p.address,
    propertyType: orNull(p.propertyType),
    ownershipType: orNull(p.ownershipType),
    buildingName: orNull(p.buildingName),
    floor: orNull(p.floor),
    room: orNull(p.room),
    storeys: orNull(p.storeys),
    yearBuilt: orNull(p.yearBuilt),
  };
}

/** The parties and the object as a registration event recorded them, every field present (null if not recorded). */
export function registeredFacts(created: ContractCreated['data']): RegisteredFacts {
  return {
    lessor: partyFacts(created.lessor),
    lessee: partyFacts(created.lessee),
    property: isVehicleKind(created.kind) ? null : propertyFacts(created.property),
  };
}

/** A legal entity's registry record is public (the state register of legal entities); a person's is not. */
const isOrganisation = (type: PartyTypeCode) => type === PartyType.Legal || type === PartyType.NonResident;

function publicParty(p: PartyFacts): PublicPartyFacts {
  if (!isOrganisation(p.type)) return { type: p.type };
  return {
    type: p.type,
    head: p.head,
    legalAddress: p.legalAddress,
    registeredAt: p.registeredAt,
    registrationDivision: p.registrationDivision,
  };
}

/**
 * What the public view and the certificate may show of the registered facts: of a person (an individual,
 * a sole proprietor, a student) nothing but the party type, since an address, a social or marital status
 * tells where and how someone lives; of the object nothing that finds a dwelling inside its building.
 */
export function publicFacts(f: RegisteredFacts): PublicRegisteredFacts {
  return {
    lessor: publicParty(f.lessor),
    lessee: publicParty(f.lessee),
    property: f.property && {
      propertyType: f.property.propertyType,
      ownershipType: f.property.ownershipType,
      buildingName: f.property.buildingName,
      storeys: f.property.storeys,
      yearBuilt: f.property.yearBuilt,
    },
  };
}
