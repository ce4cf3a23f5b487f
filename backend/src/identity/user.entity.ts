import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type LoginType = 'YUR' | 'JIS';

/**
 * Someone who signs in: a legal entity by its TIN (YUR) or a person by PINFL (JIS). `partyId` is the
 * TIN or PINFL on whose behalf they act in contracts.
 */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text', { unique: true })
  login!: string;

  @Column('text', { name: 'login_type' })
  loginType!: LoginType;

  /** argon2id; never leaves the backend. */
  @Column('text', { name: 'password_hash', select: false })
  passwordHash!: string;

  @Column('text', { name: 'party_id' })
  partyId!: string;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  tin!: string | null;

  @Column('text', { nullable: true })
  pinfl!: string | null;

  @Column('text', { array: true })
  roles!: string[];

  /** 998XXXXXXXXX: where sign-in codes go. Null until the registry or the holder gives one. */
  @Column('text', { nullable: true })
  phone!: string | null;

  @Column('timestamptz', { name: 'phone_confirmed_at', nullable: true })
  phoneConfirmedAt!: Date | null;
}
