import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Contract } from '@rent/domain';

const numeric = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/**
 * The open rent index's memory of each contract: the domain's fold of its events, and the facts the index
 * reads when the contract counts (registered, on a cadastral object, area and rent known, not between
 * relatives); otherwise those facts are null. Where the object lies within its region and what it is used
 * for are the cadastre's (reference data), joined when the index is read (rent-index.query in the backend).
 */
@Entity('rent_index_contracts')
export class RentIndexContractRow {
  @PrimaryColumn('uuid', { name: 'contract_id' })
  contractId!: string;

  /** The last stream version applied: an event at or below it changes nothing. */
  @Column('int')
  version!: number;

  /** Null for a contract that can never count (a vehicle's): nothing it does matters here. */
  @Column('jsonb', { nullable: true })
  fold!: Contract | null;

  @Column('text', { name: 'cadastral_number', nullable: true })
  cadastralNumber!: string | null;

  /** The object's region as the registration event named it (null in older events: the cadastre's is read then). */
  @Column('text', { name: 'region_soato', nullable: true })
  regionSoato!: string | null;

  /** m² rented. */
  @Column('numeric', { precision: 14, scale: 2, nullable: true, transformer: numeric })
  area!: number | null;

  /** So'm a month, by the terms last agreed. */
  @Column('numeric', { name: 'monthly_payment', precision: 18, scale: 2, nullable: true, transformer: numeric })
  monthlyPayment!: number | null;

  /** The least rent of one m² a month recorded at registration (coefficient applied), if any. */
  @Column('numeric', { name: 'minimum_rate', precision: 14, scale: 2, nullable: true, transformer: numeric })
  minimumRate!: number | null;

  @Column('date', { name: 'begin_date', nullable: true })
  beginDate!: string | null;

  /** Its end date, or the last day a cancellation left it in force. */
  @Column('date', { name: 'last_day', nullable: true })
  lastDay!: string | null;
}
