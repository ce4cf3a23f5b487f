import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A vehicle as the vehicle registry knows it: plate, owner, kind, model, colour, year, rate class. */
@Entity('vehicles')
@Index('vehicles_owner', ['ownerId'])
export class Vehicle {
  @PrimaryColumn('text', { name: 'plate_number' })
  plateNumber!: string;

  @Column('text', { name: 'owner_id' })
  ownerId!: string;

  @Column('text', { name: 'vehicle_kind' })
  vehicleKind!: string;

  @Column('text')
  model!: string;

  @Column('text')
  colour!: string;

  @Column('smallint', { name: 'year_made' })
  yearMade!: number;

  /** Which per-vehicle minimum rent applies (vehicle_rent_rates). */
  @Column('text', { name: 'vehicle_class' })
  vehicleClass!: 'PASSENGER' | 'BUS_OR_TRUCK';
}
