import type { ContractEvent, NotificationEvent, RecordedEvent } from '@rent/domain';
import type { Notification, NotificationContract } from './notification.entity.js';

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
  CancellationAccepted: 'otherThanActor',
  // The system ends it: both parties hear that the agreed year has come.
  CancellationTookEffect: 'both',
  ContractResubmitted: 'counterpart',
  ContractExpired: 'both',
  // The lessee learns its declaration went unanswered; the lessor, that it is now followed up.
  DeclarationLapsed: 'both',
  ContractExpiryReminded: 'both',
  ContractRemovedFromRegister: 'both',
  GuaranteeFollowed: 'both',
  GuaranteeDeadlineMissed: 'both',
  TurnoverRecorded: 'otherThanActor',
  DocumentAttached: 'otherThanActor',
  // Whom an entity lets hold its contract is its own affair.
  ContractHoldersAssigned: 'nobody',
  // A number given to an older contract is shown on it; it asks nothing of anyone.
  ContractNumbered: 'nobody',
  // The lessee hears what was invoiced to it.
  InvoiceIssued: 'otherThanActor',
  // The lessee hears of each receipt; the lessor of a dispute; the lessee of an annulment.
  ReceiptIssued: 'otherThanActor',
  ReceiptDisputed: 'otherThanActor',
  ReceiptAnnulled: 'otherThanActor',
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
    // Only the events that came with the year in their message carry it, so older rows stay as rebuilt.
    ...((event.type === 'CancellationAccepted' || event.type === 'CancellationTookEffect') && {
      effectiveYear: event.data.effectiveYear,
    }),
  };
}

/** A notification marked read, and when; the first mark of a (notification, party) in a batch. */
export interface ReadMark {
  eventId: string;
  partyId: string;
  readAt: Date;
}

/**
 * What a batch writes: the contracts it learnt or renumbered, one notification per event and recipient,
 * and the marks of notifications read.
 */
export interface NotificationWrites {
  contracts: NotificationContract[];
  notifications: Notification[];
  reads: ReadMark[];
}

/**
 * Works out a batch in memory, event by event in order, from the contracts it meets: a creation makes
 * the contract known (unless it is already), a change of terms renumbers a known one, and each event
 * is addressed with the number and parties known at that point. An event of an unknown contract tells
 * nobody. A mark is kept only the first time its notification is marked: a later one changes nothing.
 */
export function foldNotifications(
  known: ReadonlyMap<string, NotificationContract>,
  events: readonly RecordedEvent<ContractEvent | NotificationEvent>[],
): NotificationWrites {
  const contracts = new Map(known);
  const changed = new Set<string>();
  const notifications: Notification[] = [];
  const reads = new Map<string, ReadMark>();
  for (const event of events) {
    if (event.type === 'NotificationRead') {
      const { notificationId, partyId, readAt } = event.data;
      const key = JSON.stringify([notificationId, partyId]);
      if (!reads.has(key)) reads.set(key, { eventId: notificationId, partyId, readAt: new Date(readAt) });
      continue;
    }
    if (event.type === 'InvoicesDueReminded') {
      // Of the lessor's invoices, not of one contract: it opens the invoices list.
      const { partyId, month, due } = event.data;
      notifications.push({
        eventId: event.eventId,
        partyId,
        contractId: null,
        kind: event.type,
        params: { month: `${month.slice(5, 7)}.${month.slice(0, 4)}`, due },
        createdAt: event.recordedAt,
        readAt: null,
      });
      continue;
    }
    const id = event.data.contractId;
    if (event.type === 'ContractCreated' && !contracts.has(id)) {
      const { contractNumber, initiatorId, counterpartId } = event.data;
      contracts.set(id, { contractId: id, contractNumber, initiatorId, counterpartId });
      changed.add(id);
    }
    let contract = contracts.get(id);
    if (!contract) continue;
    if (
      event.type === 'ContractChanged' ||
      event.type === 'ContractChangeConfirmed' ||
      event.type === 'ContractResubmitted'
    ) {
      contract = { ...contract, contractNumber: event.data.terms.contractNumber };
      contracts.set(id, contract);
      changed.add(id);
    }
    for (const partyId of recipients(RECIPIENTS[event.type], contract, event.metadata.actor.partyId)) {
      notifications.push({
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
  return { contracts: [...changed].map((id) => contracts.get(id)!), notifications, reads: [...reads.values()] };
}
