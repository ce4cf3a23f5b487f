import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A legal entity as the state taxpayer registry knows it (the spec's yur-np1 lookup). */
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
}
