import {
  actedBy,
  CONTRACT_EVENT_TYPES,
  type ContractEvent,
  diffTerms,
  type FieldChange,
  type RecordedEvent,
  termsSnapshot,
} from '@rent/domain';
import { byColumn } from '../column-values.js';
import type { Projection } from '../projection.js';
import { ContractHistoryEntry } from './contract-history.entity.js';

interface Particulars {
  reason?: string | null;
  changes?: FieldChange[] | null;
  details?: Record<string, unknown> | null;
}

/** The reason, the changed fields and the other particulars each kind of event carries. */
function particulars(event: RecordedEvent<ContractEvent>): Particulars {
  switch (event.type) {
    case 'ContractCreated': {
      const d = event.data;
      const empty = termsSnapshot({
        contractNumber: '',
        contractDate: '',
        area: 0,
        monthlyPayment: 0,
        beginDate: '',
        endDate: '',
      });
      // Creation shows every term as set from nothing, so the history reads as a complete record.
      const changes = diffTerms(empty, termsSnapshot(d)).map((c) => ({ ...c, before: null }));
      return {
        changes,
        details: {
          lessor: d.lessor,
          lessee: d.lessee,
          property: d.property,
          kind: d.kind,
          // An older creation has none: its number came later, as a step of its own.
          ...(d.registrationNumber && { registrationNumber: d.registrationNumber }),
          // Who initiated it, said only when the lessee did (issue 21): a lessor's registration reads as before.
          ...(d.initiatorId === d.lessee.id && { initiatedBy: 'LESSEE' }),
        },
      };
    }
    case 'ContractRejected':
    case 'ContractSentForChange':
    case 'ContractChangeRejected':
    case 'CancellationRejected':
    case 'ContractWithdrawn':
    case 'ContractRemovedFromRegister':
      return {
        reason: event.data.reason,
        details: event.type === 'ContractRemovedFromRegister' ? { removalDate: event.data.removalDate } : null,
      };
    case 'ContractChanged':
    case 'ContractChangeConfirmed':
    case 'ContractResubmitted':
      return { changes: event.data.changes };
    case 'ContractChangeProposed':
      return {
        changes: event.data.changes,
        details: { proposalKind: event.data.proposalKind, agreement: event.data.agreement },
      };
    case 'CancellationRequested':
    case 'ContractCancelled':
    case 'CancellationAccepted':
      return { reason: event.data.reason, details: { effectiveYear: event.data.effectiveYear } };
    case 'CancellationTookEffect':
      return { details: { effectiveYear: event.data.effectiveYear } };
    case 'ContractExpiryReminded':
      return { details: { daysBefore: event.data.daysBefore, endDate: event.data.endDate } };
    case 'ContractExpired':
      return { details: { endDate: event.data.endDate } };
    case 'DeclarationLapsed':
      return {};
    case 'GuaranteeFollowed':
      return { details: { byContractNumber: event.data.byContractNumber } };
    case 'GuaranteeDeadlineMissed':
      return { details: { deadline: event.data.deadline } };
    case 'TurnoverRecorded': {
      const { year, amount, ratePercent, fee, minimumAmount, due } = event.data;
      return { details: { year, amount, ratePercent, fee, minimumAmount, due } };
    }
    case 'ContractNumbered':
      return { details: { registrationNumber: event.data.registrationNumber } };
    case 'InvoiceIssued': {
      const { month, invoiceNumber, amount } = event.data;
      return { details: { month, invoiceNumber, amount } };
    }
    case 'ReceiptIssued': {
      const { receiptId, number, month, amount, paidOn, method } = event.data;
      return { details: { receiptId, number, month, amount, paidOn, method } };
    }
    case 'ReceiptDisputed':
    case 'ReceiptAnnulled':
      return { reason: event.data.reason, details: { receiptId: event.data.receiptId } };
    case 'ContractHoldersAssigned':
      return { details: { holders: event.data.holders.map((h) => h.name).join(', ') } };
    case 'DocumentAttached': {
      // The history lists the documents: what each is, and the kept file a party may download.
      const { attachmentId, kind, fileName, contentType, size, sha256 } = event.data.document;
      return { details: { attachmentId, kind, fileName, contentType, size, sha256, parts: event.data.files.length } };
    }
    case 'ContractConfirmed':
      return {};
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** The history's row of one event: who did what, when, why, and what changed. */
export function historyEntry(event: RecordedEvent<ContractEvent>): ContractHistoryEntry {
  const p = particulars(event);
  const actor = event.metadata.actor;
  return {
    eventId: event.eventId,
    contractId: event.data.contractId,
    streamVersion: event.streamVersion,
    eventType: event.type,
    occurredAt: event.recordedAt,
    actorKind: actor.kind ?? 'party',
    actorUserId: actor.userId,
    actorPartyId: actor.partyId,
    actorName: actor.name,
    ...actedBy(actor),
    reason: p.reason ?? null,
    changes: p.changes ?? null,
    details: p.details ?? null,
    signature: event.metadata.signature ?? null,
  };
}

export const contractHistoryProjection: Projection = {
  name: 'contract-history',
  eventTypes: new Set<string>(CONTRACT_EVENT_TYPES),
  tables: ['contract_history'],
  async apply(em, events) {
    const rows = (events as readonly RecordedEvent<ContractEvent>[]).map(historyEntry);
    // One statement for the batch, one row per event id: a replayed batch inserts nothing twice.
    await em.query(
      'INSERT INTO contract_history SELECT * FROM jsonb_populate_recordset(NULL::contract_history, $1::jsonb) ON CONFLICT DO NOTHING',
      [JSON.stringify(byColumn(em, ContractHistoryEntry, rows))],
    );
  },
};
