import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ContractDetails, FieldChange, PaymentType, RegisteredFacts } from '@rent/domain';

/** Numeric columns come back from PostgreSQL as strings; the read model hands out numbers. */
const numeric = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/**
 * One row per contract: what the lists, the filters, the contract view and the info panel read.
 * The two party columns that the lists filter on are the initiator and the counterpart: every list is
 * "contracts where I am one of them", so each has an index that starts with it (contract-lists.migration.ts;
 * TypeORM cannot declare their included columns, so the migrations alone name the indexes).
 */
@Entity('contract_summary')
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

  @Column('text', { name: 'payment_type', nullable: true })
  paymentType!: PaymentType | null;

  @Column('text', { nullable: true })
  notes!: string | null;

  @Column('date', { name: 'documents_date', nullable: true })
  documentsDate!: string | null;

  @Column('text', { name: 'rejection_reason', nullable: true })
  rejectionReason!: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  /** When the state last changed (approved, rejected, withdrawn, cancelled, expired). */
  @Column('timestamptz', { name: 'state_changed_at', nullable: true })
  stateChangedAt!: Date | null;

  /** The monthly payment as first registered, and the one before the last confirmed change (spec §3). */
  @Column('numeric', { name: 'initial_monthly_payment', precision: 16, scale: 2, nullable: true, transformer: numeric })
  initialMonthlyPayment!: number | null;

  @Column('numeric', {
    name: 'previous_monthly_payment',
    precision: 16,
    scale: 2,
    nullable: true,
    transformer: numeric,
  })
  previousMonthlyPayment!: number | null;

  /** When terms last changed (a change before approval, a confirmed change or agreement, a resubmission). */
  @Column('timestamptz', { name: 'change_date', nullable: true })
  changeDate!: Date | null;

  /**
   * A step waiting for one party (the "changed status" of spec §3): sent for change, changed, change
   * proposed, cancellation requested; with who asked, why, and what would change.
   */
  @Column('text', { name: 'pending_step', nullable: true })
  pendingStep!: string | null;

  @Column('text', { name: 'pending_by', nullable: true })
  pendingBy!: string | null;

  @Column('text', { name: 'pending_reason', nullable: true })
  pendingReason!: string | null;

  @Column('jsonb', { name: 'pending_changes', nullable: true })
  pendingChanges!: FieldChange[] | null;

  @Column('text', { name: 'pending_kind', nullable: true })
  pendingKind!: string | null;

  @Column('jsonb', { name: 'pending_agreement', nullable: true })
  pendingAgreement!: { number: string; date: string } | null;

  @Column('integer', { name: 'pending_effective_year', nullable: true })
  pendingEffectiveYear!: number | null;

  @Column('timestamptz', { name: 'pending_since', nullable: true })
  pendingSince!: Date | null;

  /** Why it was withdrawn (12) or cancelled (27), and for 27 the year the cancellation takes effect. */
  @Column('text', { name: 'cancellation_reason', nullable: true })
  cancellationReason!: string | null;

  @Column('integer', { name: 'cancellation_year', nullable: true })
  cancellationYear!: number | null;

  /** Removal from the register by an operator: when it was recorded, the date it takes effect, why. */
  @Column('timestamptz', { name: 'removed_at', nullable: true })
  removedAt!: Date | null;

  @Column('date', { name: 'removal_date', nullable: true })
  removalDate!: string | null;

  @Column('text', { name: 'removal_reason', nullable: true })
  removalReason!: string | null;

  /** A letter of guarantee once checked after its deadline: FOLLOWED by a real contract, or OVERDUE. */
  @Column('text', { name: 'guarantee_status', nullable: true })
  guaranteeStatus!: 'FOLLOWED' | 'OVERDUE' | null;

  /** What the service kind adds (student rent: the students). */
  @Column('jsonb', { nullable: true })
  details!: ContractDetails | null;

  /** The operative-management contract whose space this one rents out; it stays while this one is in force. */
  @Column('uuid', { name: 'operative_contract_id', nullable: true })
  operativeContractId!: string | null;

  /** The stream version of the last event applied; older or repeated events are ignored. */
  @Column('integer')
  version!: number;

  /** The portal's registration number (registration-number.ts); null only until a contract registered before numbers is numbered. */
  @Column('text', { name: 'registration_number', nullable: true })
  registrationNumber!: string | null;

  /**
   * The parties and the object as registered: read only where one contract is opened (its page, its
   * public view), so the lists never carry them (select: false; those reads add it).
   */
  @Column('jsonb', { nullable: true, select: false })
  registered!: RegisteredFacts | null;

  /**
   * Whether the system ever took a step on the contract (a reminder, the expiry, a lapse, a guarantee's
   * check, a number): the staff's search by who acted walks these rows alone (system-acted.migration.ts).
   * The search's own; no view of a contract carries it (select: false).
   */
  @Column('boolean', { name: 'system_acted', default: false, select: false })
  systemActed!: boolean;
}
