import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MonthParts } from '@rent/domain';

/**
 * A month of a contract whose lessor invoices (spec §1), for every month of its term in force: what the
 * amount is made of (in parts, so that the BHM of the month is applied when it is read) and, once the
 * lessor issued it, the e-invoice. Months to come are kept too; a list shows those begun.
 */
@Entity('invoice_months')
export class InvoiceMonthRow {
  @PrimaryColumn('uuid', { name: 'contract_id' })
  contractId!: string;

  /** YYYY-MM. */
  @PrimaryColumn('text')
  month!: string;

  @Column('text', { name: 'lessor_id' })
  lessorId!: string;

  /** The contract's own number, the list's second order. */
  @Column('text', { name: 'contract_number' })
  contractNumber!: string;

  @Column('int')
  days!: number;

  @Column('int', { name: 'days_in_month' })
  daysInMonth!: number;

  /** Tiyin × days paid in so'm (numeric: it may pass 2⁵³). */
  @Column('numeric', { name: 'som_weighted' })
  somWeighted!: string;

  @Column('jsonb')
  bhm!: MonthParts['bhm'];

  @Column('text', { name: 'invoice_number', nullable: true })
  invoiceNumber!: string | null;

  @Column('numeric', { name: 'issued_amount', nullable: true })
  issuedAmount!: string | number | null;

  @Column('timestamptz', { name: 'issued_at', nullable: true })
  issuedAt!: Date | string | null;
}
