import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { OwnershipTypeCode, PropertyUseCode, SettlementZoneCode } from '@rent/domain';

const numeric = { to: (v: number) => v, from: (v: string) => Number(v) };

/** A real-estate object from the cadastre, with the TIN or PINFL of its owner. */
@Entity('cadastral_objects')
@Index('cadastral_objects_owner', ['ownerId'])
export class CadastralObject {
  @PrimaryColumn('text', { name: 'cadastral_number' })
  cadastralNumber!: string;

  @Column('text', { name: 'owner_id' })
  ownerId!: string;

  @Column('text')
  address!: string;

  @Column('numeric', { name: 'total_area', precision: 12, scale: 2, transformer: numeric })
  totalArea!: number;

  @Column('text', { name: 'property_type' })
  propertyType!: string;

  @Column('text', { name: 'region_soato', nullable: true })
  regionSoato!: string | null;

  @Column('text', { name: 'district_soato', nullable: true })
  districtSoato!: string | null;

  /** The cadastral zone data the minimum rent depends on; an object without it cannot be rented out. */
  @Column('text', { name: 'settlement_zone', nullable: true })
  settlementZone!: SettlementZoneCode | null;

  @Column('text', { name: 'property_use', default: 'NON_RESIDENTIAL' })
  propertyUse!: PropertyUseCode;

  /** A land plot's land tax rate, so'm per m² a year; null for buildings and premises. */
  @Column('numeric', {
    name: 'land_tax_rate',
    precision: 14,
    scale: 2,
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  landTaxRate!: number | null;

  @Column('text', { name: 'ownership_type', nullable: true })
  ownershipType!: OwnershipTypeCode | null;

  /** The building's own name, where it has one (a business centre, a block). */
  @Column('text', { name: 'building_name', nullable: true })
  buildingName!: string | null;

  /** The floor the premises are on (negative: below ground); null for a whole building or a plot. */
  @Column('smallint', { nullable: true })
  floor!: number | null;

  /** The room's or flat's number in its building. */
  @Column('text', { nullable: true })
  room!: string | null;

  /** The building's number of storeys. */
  @Column('smallint', { nullable: true })
  storeys!: number | null;

  @Column('smallint', { name: 'year_built', nullable: true })
  yearBuilt!: number | null;
}
