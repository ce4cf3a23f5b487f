import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PartyTypeCode } from '@rent/domain';

/** A person from the population registry; sole proprietors (YATT) and the self-employed are people too. */
@Entity('individuals')
export class Individual {
  @PrimaryColumn('text')
  pinfl!: string;

  @Column('text', { name: 'full_name' })
  fullName!: string;

  @Column('text', { nullable: true })
  tin!: string | null;

  @Column('text')
  address!: string;

  @Column('text', { name: 'party_type' })
  partyType!: PartyTypeCode;

  /** A sole proprietor's or self-employed person's registration is in force. */
  @Column('boolean', { default: true })
  active!: boolean;
}
