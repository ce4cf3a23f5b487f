import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { EventSignature } from '@rent/domain';
import type { ActedAs, ActorKind, FieldChange } from '@rent/domain';

/**
 * The document history auditors read: one row per event of a contract, with what happened, who did it
 * (a party's user, an operator, the system), when, why, and for changes each field's before and after.
 */
@Entity('contract_history')
// With the actor's kind and person included (history-actor-probe.migration.ts): the staff search asks it per contract.
@Index('contract_history_contract', ['contractId', 'streamVersion'])
@Index('contract_history_acted_by', ['actedAs', 'actedBy', 'contractId'])
export class ContractHistoryEntry {
  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId!: string;

  @Column('uuid', { name: 'contract_id' })
  contractId!: string;

  @Column('integer', { name: 'stream_version' })
  streamVersion!: number;

  @Column('text', { name: 'event_type' })
  eventType!: string;

  @Column('timestamptz', { name: 'occurred_at' })
  occurredAt!: Date;

  @Column('text', { name: 'actor_kind' })
  actorKind!: ActorKind;

  @Column('text', { name: 'actor_user_id' })
  actorUserId!: string;

  @Column('text', { name: 'actor_party_id' })
  actorPartyId!: string;

  @Column('text', { name: 'actor_name' })
  actorName!: string;

  /** Who acted as the staff's search tells them apart: a party, its employee, an operator, the system (acted-as.ts). */
  @Column('text', { name: 'acted_as' })
  actedAs!: ActedAs;

  /** The person the event names: the party's TIN/PINFL, the employee's PINFL, the operator's account; null for the system. */
  @Column('text', { name: 'acted_by', nullable: true })
  actedBy!: string | null;

  @Column('text', { nullable: true })
  reason!: string | null;

  @Column('jsonb', { nullable: true })
  changes!: FieldChange[] | null;

  /** Whatever else the step carried: the cancellation year, a supplementary agreement, the reminder's day mark. */
  @Column('jsonb', { nullable: true })
  details!: Record<string, unknown> | null;

  /** The actor's e-signature of the step (verified before the event was written), or null if unsigned. */
  @Column('jsonb', { nullable: true })
  signature!: EventSignature | null;
}
