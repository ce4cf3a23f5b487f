import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Founder } from '@rent/domain';

/**
 * A legal entity as the state taxpayer registry knows it (the spec's yur-np1 lookup): `address` is its
 * legal address, `director` its head.
 */
@Entity('taxpayers')
export class Taxpayer {
  @PrimaryColumn('text')
  tin!: string;

  @Column('text')
  name!: string;

  @Column('text')
  address!: string;

  @Column('text')
  director!: string;

  @Column('date', { name: 'registered_at' })
  registeredAt!: string;

  /** False for a foreign company registered as a non-resident taxpayer. */
  @Column('boolean', { default: true })
  resident!: boolean;

  /** A non-resident's country (ISO 3166 alpha-2). */
  @Column('text', { nullable: true })
  country!: string | null;

  /** Where it actually works, when the registry gives a place apart from the legal address. */
  @Column('text', { name: 'actual_address', nullable: true })
  actualAddress!: string | null;

  /** The body that made its state registration. */
  @Column('text', { name: 'registration_division', nullable: true })
  registrationDivision!: string | null;

  @Column('jsonb', { nullable: true })
  founders!: Founder[] | null;
}
