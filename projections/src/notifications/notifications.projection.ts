import { CONTRACT_EVENT_TYPES, type ContractEvent, type RecordedEvent } from '@rent/domain';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../projection.js';
import { Notification, NotificationContract } from './notification.entity.js';

type Recipients = 'initiator' | 'counterpart' | 'otherThanActor' | 'both' | 'nobody';

/** Who hears of each event: the party that must answer it, or the one whose request it answers. */
const RECIPIENTS: Record<ContractEvent['type'], Recipients> = {
  ContractCreated: 'counterpart',
  ContractConfirmed: 'initiator',
  ContractRejected: 'initiator',
  ContractSentForChange: 'initiator',
  ContractChanged: 'counterpart',
  ContractWithdrawn: 'counterpart',
  ContractChangeProposed: 'otherThanActor',
  ContractChangeConfirmed: 'otherThanActor',
  ContractChangeRejected: 'otherThanActor',
  CancellationRequested: 'otherThanActor',
  ContractCancelled: 'otherThanActor',
  CancellationRejected: 'otherThanActor',
  ContractResubmitted: 'counterpart',
  ContractExpired: 'both',
  ContractExpiryReminded: 'both',
  ContractRemovedFromRegister: 'both',
  GuaranteeFollowed: 'both',
  GuaranteeDeadlineMissed: 'both',
  TurnoverRecorded: 'otherThanActor',
  // Whom an entity lets hold its contract is its own affair.
  ContractHoldersAssigned: 'nobody',
};

function recipients(rule: Recipients, c: NotificationContract, actorPartyId: string): string[] {
  switch (rule) {
    case 'initiator':
      return [c.initiatorId];
    case 'counterpart':
      return [c.counterpartId];
    case 'otherThanActor':
      return [actorPartyId === c.initiatorId ? c.counterpartId : c.initiatorId];
    case 'both':
      return [c.initiatorId, c.counterpartId];
    case 'nobody':
      return [];
  }
}

function params(event: RecordedEvent<ContractEvent>, number: string): Notification['params'] {
  const d = event.data as Record<string, unknown>;
  return {
    contractNumber: number,
    reason: typeof d.reason === 'string' ? d.reason : null,
    daysBefore: typeof d.daysBefore === 'number' ? d.daysBefore : null,
    endDate: typeof d.endDate === 'string' ? d.endDate : null,
  };
}

/**
 * A contract's number and parties as this projection last saw them (terms may renumber a contract).
 * Answers whether it wrote anything.
 */
async function remember(em: EntityManager, event: RecordedEvent<ContractEvent>): Promise<boolean> {
  if (event.type === 'ContractCreated') {
    const d = event.data;
    await em
      .createQueryBuilder()
      .insert()
      .into(NotificationContract)
      .values({ contractId: d.contractId, contractNumber: d.contractNumber, initiatorId: d.initiatorId, counterpartId: d.counterpartId })
      .orIgnore()
      .execute();
    return true;
  }
  if (event.type === 'ContractChanged' || event.type === 'ContractChangeConfirmed' || event.type === 'ContractResubmitted') {
    await em.update(NotificationContract, { contractId: event.data.contractId }, { contractNumber: event.data.terms.contractNumber });
    return true;
  }
  return false;
}

export const notificationsProjection: Projection = {
  name: 'notifications',
  eventTypes: new Set<string>(CONTRACT_EVENT_TYPES),
  tables: ['notifications', 'notification_contracts'],
  async apply(em, events) {
    const rows: Notification[] = [];
    // A batch often holds several events of one contract: look each contract up once.
    const seen = new Map<string, NotificationContract | null>();
    for (const event of events as readonly RecordedEvent<ContractEvent>[]) {
      const id = event.data.contractId;
      if (await remember(em, event)) seen.delete(id);
      if (!seen.has(id)) seen.set(id, await em.findOneBy(NotificationContract, { contractId: id }));
      const contract = seen.get(id);
      if (!contract) continue;
      for (const partyId of recipients(RECIPIENTS[event.type], contract, event.metadata.actor.partyId)) {
        rows.push({
          eventId: event.eventId,
          partyId,
          contractId: contract.contractId,
          kind: event.type,
          params: params(event, contract.contractNumber),
          createdAt: event.recordedAt,
          readAt: null,
        });
      }
    }
    // (event, recipient) is the key: a replayed batch adds nothing.
    if (rows.length > 0) await em.createQueryBuilder().insert().into(Notification).values(rows as object[]).orIgnore().execute();
  },
};
