import type { ContractEvent, RecordedEvent, ReceiptIssued } from '@rent/domain';
import type { EntityManager } from 'typeorm';
import { byColumn } from '../column-values.js';
import type { Projection } from '../projection.js';
import { RentReceiptRow } from './rent-receipt.entity.js';

type ReceiptEvent = Extract<ContractEvent, { type: 'ReceiptIssued' | 'ReceiptDisputed' | 'ReceiptAnnulled' }>;

function issuedRow(event: RecordedEvent<ReceiptIssued>): RentReceiptRow {
  const d = event.data;
  return {
    receiptId: d.receiptId,
    contractId: d.contractId,
    number: d.number,
    lessorId: d.byPartyId,
    lessorType: d.lessorType,
    lesseeId: d.lesseeId,
    month: d.month,
    amount: d.amount,
    paidOn: d.paidOn,
    method: d.method,
    state: 'ISSUED',
    issuedAt: d.at,
    // The person who recorded it (an employee or representative acting for the lessor is named as themself).
    issuedBy: event.metadata.actor.name,
    disputeReason: null,
    disputedAt: null,
    annulReason: null,
    annulledAt: null,
    version: event.streamVersion,
  };
}

/** Writes a batch's answers to receipts one statement per kind: each row moves only on an event newer than it has seen. */
async function answer(em: EntityManager, events: readonly RecordedEvent<ReceiptEvent>[]): Promise<void> {
  const answers = events
    .filter((e) => e.type !== 'ReceiptIssued')
    .map((e) => {
      const d = e.data as { receiptId: string; reason: string; at: string };
      return { id: d.receiptId, type: e.type, reason: d.reason, at: d.at, version: e.streamVersion };
    });
  // One after another in the batch's order, so a dispute and an annulment of one receipt in one batch both
  // land; both are rare next to the receipts themselves.
  for (const a of answers) {
    await em.query(
      a.type === 'ReceiptDisputed'
        ? `UPDATE rent_receipts SET state = 'DISPUTED', dispute_reason = $2, disputed_at = $3, version = $4
            WHERE receipt_id = $1 AND version < $4`
        : `UPDATE rent_receipts SET state = 'ANNULLED', annul_reason = $2, annulled_at = $3, version = $4
            WHERE receipt_id = $1 AND version < $4`,
      [a.id, a.reason, a.at, a.version],
    );
  }
}

/**
 * The rent receipts read model (issue 21): a row per receipt issued, its dispute and its annulment laid
 * over it. Each event names its receipt, so no other stream or fold is needed.
 */
export const rentReceiptsProjection: Projection = {
  name: 'rent-receipts',
  eventTypes: new Set<ReceiptEvent['type']>(['ReceiptIssued', 'ReceiptDisputed', 'ReceiptAnnulled']),
  tables: ['rent_receipts'],
  async apply(em, events) {
    const batch = events as readonly RecordedEvent<ReceiptEvent>[];
    const issued = batch.filter((e): e is RecordedEvent<ReceiptIssued> => e.type === 'ReceiptIssued').map(issuedRow);
    if (issued.length > 0) {
      await em.query(
        `INSERT INTO rent_receipts SELECT * FROM jsonb_populate_recordset(NULL::rent_receipts, $1::jsonb)
         ON CONFLICT (receipt_id) DO NOTHING`,
        [JSON.stringify(byColumn(em, RentReceiptRow, issued))],
      );
    }
    await answer(em, batch);
  },
};
