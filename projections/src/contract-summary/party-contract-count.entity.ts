import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many contracts a party has, by side and state: the info panel and the incoming badge read these
 * few rows instead of counting a party's contracts on every page. Kept by the contract-summary
 * projection in the same transaction as the summary rows, so the two always agree.
 */
@Entity('party_contract_counts')
export class PartyContractCount {
  @PrimaryColumn('text', { name: 'party_id' })
  partyId!: string;

  /** True for contracts sent to the party (it is the counterpart), false for those it registered. */
  @PrimaryColumn('boolean')
  incoming!: boolean;

  @PrimaryColumn('smallint')
  state!: number;

  @Column('integer')
  n!: number;
}
