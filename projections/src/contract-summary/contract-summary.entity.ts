import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Numeric columns come back from PostgreSQL as strings; the read model hands out numbers. */
const numeric = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/**
 * One row per contract: what the lists, the filters, the contract view and the info panel read.
 * The two party columns that the lists filter on are the initiator and the counterpart: every list is
 * "contracts where I am one of them", so each has an index that starts with it.
 */
@Entity('contract_summary')
@Index('contract_summary_initiator', ['initiatorId', 'state', 'createdAt'])
@Index('contract_summary_counterpart', ['counterpartId', 'state', 'createdAt'])
export class ContractSummary {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  kind!: string;

  @Column('text', { name: 'contract_number' })
  contractNumber!: string;

  @Column('date', { name: 'contract_date' })
  contractDate!: string;

  @Column('smallint')
  state!: number;

  /** The state before the last change of state (spec §3 "previous status"); null while never changed. */
  @Column('smallint', { name: 'previous_state', nullable: true })
  previousState!: number | null;

  @Column('text', { name: 'lessor_id' })
  lessorId!: string;

  @Column('text', { name: 'lessor_name' })
  lessorName!: string;

  @Column('text', { name: 'lessee_id' })
  lesseeId!: string;

  @Column('text', { name: 'lessee_name' })
  lesseeName!: string;

  @Column('text', { name: 'initiator_id' })
  initiatorId!: string;

  @Column('text', { name: 'counterpart_id' })
  counterpartId!: string;

  @Column('text', { name: 'cadastral_number' })
  cadastralNumber!: string;

  @Column('text')
  address!: string;

  @Column('numeric', { precision: 12, scale: 2, transformer: numeric })
  area!: number;

  @Column('numeric', { name: 'monthly_payment', precision: 16, scale: 2, transformer: numeric })
  monthlyPayment!: number;

  @Column('date', { name: 'begin_date' })
  beginDate!: string;

  @Column('date', { name: 'end_date' })
  endDate!: string;

  @Column('text', { nullable: true })
  purpose!: string | null;

  @Column('text', { name: 'rejection_reason', nullable: true })
  rejectionReason!: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'decided_at', nullable: true })
  decidedAt!: Date | null;

  /** The stream version of the last event applied; older or repeated events are ignored. */
  @Column('integer')
  version!: number;
}
