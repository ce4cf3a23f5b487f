import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What a party is told in the portal: a contract sent to it, a step the other party took, a reminder
 * that the term runs out. One row per event and recipient.
 */
@Entity('notifications')
@Index('notifications_party', ['partyId', 'createdAt'])
export class Notification {
  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId!: string;

  @PrimaryColumn('text', { name: 'party_id' })
  partyId!: string;

  /** Null for a notification of no one contract (the month-end invoices reminder). */
  @Column('uuid', { name: 'contract_id', nullable: true })
  contractId!: string | null;

  /** The event type; the frontend shows the message `notifications.<kind>`. */
  @Column('text')
  kind!: string;

  /** The message's placeholders: contract number, days left, reason. */
  @Column('jsonb')
  params!: Record<string, string | number | null>;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'read_at', nullable: true })
  readAt!: Date | null;
}

/** What the notifications projection keeps of each contract to address and word its messages. */
@Entity('notification_contracts')
export class NotificationContract {
  @PrimaryColumn('uuid', { name: 'contract_id' })
  contractId!: string;

  @Column('text', { name: 'contract_number' })
  contractNumber!: string;

  @Column('text', { name: 'initiator_id' })
  initiatorId!: string;

  @Column('text', { name: 'counterpart_id' })
  counterpartId!: string;
}
