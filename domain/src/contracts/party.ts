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
  /** A legal entity's state registration date (the letter-of-guarantee rule reads it). */
  registeredAt?: string;
}
