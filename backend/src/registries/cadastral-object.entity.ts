import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

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
}
