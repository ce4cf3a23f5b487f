import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Contract } from '@rent/domain';

/**
 * The invoices read model's memory of each contract: the domain's own fold of its events (the decider's
 * Contract), so that the months it lists are the ones the decider would take an invoice for. A contract
 * whose lessor invoices nothing (an individual) keeps no fold.
 */
@Entity('invoice_contracts')
export class InvoiceContractRow {
  @PrimaryColumn('uuid', { name: 'contract_id' })
  contractId!: string;

  /** The last stream version applied: an event at or below it changes nothing. */
  @Column('int')
  version!: number;

  @Column('jsonb', { nullable: true })
  fold!: Contract | null;
}
