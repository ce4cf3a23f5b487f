import type { Founder, MaritalStatusCode, SocialStatusCode } from './registry-facts.js';

/** Party types of spec §3. */
export const PartyType = {
  Legal: 'LEGAL',
  Individual: 'INDIVIDUAL',
  SoleProprietor: 'YATT',
  SelfEmployed: 'SELF_EMPLOYED',
  NonResident: 'NON_RESIDENT',
  Student: 'STUDENT',
} as const;

export type PartyTypeCode = (typeof PartyType)[keyof typeof PartyType];

/** A contract party as the registries knew it when the contract was made. */
export interface Party {
  /** TIN (9 digits) or PINFL (14 digits). */
  id: string;
  type: PartyTypeCode;
  name: string;
  /** A sole proprietor's or self-employed person's registration is in force (their registry says so). */
  active?: boolean;
  /**
   * A legal entity's state registration date (the letter-of-guarantee rule reads it), or a sole
   * proprietor's or self-employed person's.
   */
  registeredAt?: string;
  /*
   * What else the registries said of the party when the contract was registered (spec §3). Absent in
   * events written before 2026-11-27, and where the registry has nothing (registered-facts.ts reads them).
   */
  /** A legal entity's head, full name. */
  head?: string;
  /** A legal entity's address of registration. */
  legalAddress?: string;
  /** Where the party actually is, when its registry gives a place apart from its legal or residence address. */
  actualAddress?: string;
  /** A person's permanent residence (propiska). */
  residenceAddress?: string;
  /** The body that made the state registration (a legal entity, a sole proprietor). */
  registrationDivision?: string;
  founders?: Founder[];
  socialStatus?: SocialStatusCode;
  maritalStatus?: MaritalStatusCode;
}
