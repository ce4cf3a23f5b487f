import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ReceiptMethod, ReceiptState } from '@rent/domain';

/**
 * A rent receipt (issue 21) as both parties and the lessor's yearly statement read it: one row per receipt,
 * its state as the lessee's dispute and the lessor's annulment left it.
 */
@Entity('rent_receipts')
export class RentReceiptRow {
  @PrimaryColumn('uuid', { name: 'receipt_id' })
  receiptId!: string;

  @Column('uuid', { name: 'contract_id' })
  contractId!: string;

  @Column('text')
  number!: string;

  @Column('text', { name: 'lessor_id' })
  lessorId!: string;

  @Column('text', { name: 'lessor_type' })
  lessorType!: string;

  @Column('text', { name: 'lessee_id' })
  lesseeId!: string;

  /** YYYY-MM: the month the payment is for. */
  @Column('text')
  month!: string;

  @Column('numeric', { precision: 16, scale: 2 })
  amount!: string | number;

  @Column('date', { name: 'paid_on' })
  paidOn!: string;

  @Column('text')
  method!: ReceiptMethod;

  @Column('text')
  state!: ReceiptState;

  @Column('timestamptz', { name: 'issued_at' })
  issuedAt!: Date | string;

  /** Who recorded it: the actor's name (an employee or representative acting for the lessor is named). */
  @Column('text', { name: 'issued_by' })
  issuedBy!: string;

  @Column('text', { name: 'dispute_reason', nullable: true })
  disputeReason!: string | null;

  @Column('timestamptz', { name: 'disputed_at', nullable: true })
  disputedAt!: Date | string | null;

  @Column('text', { name: 'annul_reason', nullable: true })
  annulReason!: string | null;

  @Column('timestamptz', { name: 'annulled_at', nullable: true })
  annulledAt!: Date | string | null;

  /** The contract stream's version of the last event applied to the row: an older one changes nothing. */
  @Column('int')
  version!: number;
}
