import type { Receipt } from '@rent/domain';

/** The columns a receipt is read with: every one the API answers, dates as the API spells them. */
export const RECEIPT_COLUMNS = `r.receipt_id AS id, r.contract_id, r.number, r.month, r.amount,
  to_char(r.paid_on, 'YYYY-MM-DD') AS paid_on, r.method, r.state, r.issued_at, r.issued_by,
  r.dispute_reason, r.disputed_at, r.annul_reason, r.annulled_at`;

/** A contract's receipts in the order they were issued: by their number's place (R2 before R10). */
export const RECEIPT_ORDER = 'length(r.number), r.number';

export interface ReceiptRecord {
  id: string;
  contract_id: string;
  number: string;
  month: string;
  amount: string;
  paid_on: string;
  method: Receipt['method'];
  state: Receipt['state'];
  issued_at: Date;
  issued_by: string;
  dispute_reason: string | null;
  disputed_at: Date | null;
  annul_reason: string | null;
  annulled_at: Date | null;
}

export const toReceipt = (r: ReceiptRecord): Receipt => ({
  id: r.id,
  contractId: r.contract_id,
  number: r.number,
  month: r.month,
  amount: Number(r.amount),
  paidOn: r.paid_on,
  method: r.method,
  state: r.state,
  issuedAt: r.issued_at.toISOString(),
  issuedBy: r.issued_by,
  disputeReason: r.dispute_reason,
  disputedAt: r.disputed_at?.toISOString() ?? null,
  annulReason: r.annul_reason,
  annulledAt: r.annulled_at?.toISOString() ?? null,
});
