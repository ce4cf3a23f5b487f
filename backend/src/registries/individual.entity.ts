import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MaritalStatusCode, PartyTypeCode, SocialStatusCode } from '@rent/domain';

/** A person from the population registry; sole proprietors (YATT) and the self-employed are people too. */
@Entity('individuals')
export class Individual {
  @PrimaryColumn('text')
  pinfl!: string;

  @Column('text', { name: 'full_name' })
  fullName!: string;

  @Column('text', { nullable: true })
  tin!: string | null;

  /** The permanent residence (propiska). */
  @Column('text')
  address!: string;

  /** Where the person actually lives, when the registry gives a place apart from the residence. */
  @Column('text', { name: 'actual_address', nullable: true })
  actualAddress!: string | null;

  @Column('text', { name: 'party_type' })
  partyType!: PartyTypeCode;

  /** A sole proprietor's or self-employed person's registration is in force. */
  @Column('boolean', { default: true })
  active!: boolean;

  /** A sole proprietor's or self-employed person's state registration: when, and by which body. */
  @Column('date', { name: 'registered_at', nullable: true })
  registeredAt!: string | null;

  @Column('text', { name: 'registration_division', nullable: true })
  registrationDivision!: string | null;

  @Column('text', { name: 'social_status', nullable: true })
  socialStatus!: SocialStatusCode | null;

  @Column('text', { name: 'marital_status', nullable: true })
  maritalStatus!: MaritalStatusCode | null;
}
