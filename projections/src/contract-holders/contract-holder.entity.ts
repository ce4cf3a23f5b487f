import { Entity, Index, PrimaryColumn } from 'typeorm';

/** An employee who holds a contract for a legal party: the rows an employee's lists and steps are limited to. */
@Entity('contract_holders')
@Index('contract_holders_by_employee', ['partyId', 'pinfl'])
export class ContractHolderRow {
  @PrimaryColumn('uuid', { name: 'contract_id' })
  contractId!: string;

  /** The legal party (TIN) the employee holds the contract for. */
  @PrimaryColumn('text', { name: 'party_id' })
  partyId!: string;

  @PrimaryColumn('text')
  pinfl!: string;
}
