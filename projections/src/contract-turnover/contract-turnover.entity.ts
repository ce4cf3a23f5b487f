import { Column, Entity, PrimaryColumn } from 'typeorm';

const numeric = { to: (v: number) => v, from: (v: string) => Number(v) };

/** A warehouse contract's commodity turnover of one year, as last recorded, with the fee it makes. */
@Entity('contract_turnovers')
export class ContractTurnover {
  @PrimaryColumn('uuid', { name: 'contract_id' })
  contractId!: string;

  @PrimaryColumn('int')
  year!: number;

  @Column('numeric', { precision: 18, scale: 2, transformer: numeric })
  amount!: number;

  @Column('numeric', { name: 'rate_percent', precision: 5, scale: 2, transformer: numeric })
  ratePercent!: number;

  @Column('numeric', { precision: 18, scale: 2, transformer: numeric })
  fee!: number;

  @Column('numeric', { name: 'minimum_amount', precision: 18, scale: 2, transformer: numeric })
  minimumAmount!: number;

  @Column('numeric', { precision: 18, scale: 2, transformer: numeric })
  due!: number;

  @Column('text', { name: 'recorded_by' })
  recordedBy!: string;

  @Column('timestamptz', { name: 'recorded_at' })
  recordedAt!: Date;
}
