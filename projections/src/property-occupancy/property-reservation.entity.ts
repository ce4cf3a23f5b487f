import { Column, Entity, PrimaryColumn } from 'typeorm';

const numeric = { to: (v: number) => v, from: (v: string) => Number(v) };

/** The area a contract in force holds of a property: one row per contract, gone when it is released. */
@Entity('property_reservations')
export class PropertyReservation {
  @PrimaryColumn('text', { name: 'cadastral_number' })
  cadastralNumber!: string;

  @PrimaryColumn('uuid', { name: 'contract_id' })
  contractId!: string;

  @Column('numeric', { precision: 12, scale: 2, transformer: numeric })
  area!: number;
}
