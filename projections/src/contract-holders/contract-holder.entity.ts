import { Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The contracts an employee holds for its party, as SQL for `IN (…)` (parameters `me`: the party, and
 * `employee`: the employee's PINFL): the lists and the bell read them within their own query, however many.
 */
export const HELD_IDS = 'SELECT h.contract_id FROM contract_holders h WHERE h.party_id = :me AND h.pinfl = :employee';

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
