import {
  type BhmValue,
  type ContractInvoice,
  type InvoiceState,
  invoiceState,
  type LocalDate,
  monthAmount,
} from '@rent/domain';
import type { InvoiceMonthRow } from '@rent/projections';

/** An invoice_months row as read by a raw query (snake-case columns). */
export interface InvoiceMonthRecord {
  contract_id: string;
  month: string;
  days: number;
  days_in_month: number;
  som_weighted: string;
  bhm: InvoiceMonthRow['bhm'];
  invoice_number: string | null;
  issued_amount: string | null;
  issued_at: Date | null;
}

export const INVOICE_COLUMNS =
  'i.contract_id, i.month, i.days, i.days_in_month, i.som_weighted::text, i.bhm, i.invoice_number, i.issued_amount::text, i.issued_at';

/**
 * Where an invoice stands, as SQL over `i` (invoice_months) against the current month: issued once its number
 * is recorded, else due in its month and overdue after it (invoiceState, the same rule in TypeScript).
 */
export const STATE_CONDITION: Record<InvoiceState, string> = {
  ISSUED: 'i.invoice_number IS NOT NULL',
  DUE: 'i.invoice_number IS NULL AND i.month = :current',
  OVERDUE: 'i.invoice_number IS NULL AND i.month < :current',
};

/** The month's invoice as the API answers it: the amount at the month's BHM, the state as of today. */
export function contractInvoice(
  row: InvoiceMonthRecord,
  bhmValues: readonly BhmValue[],
  today: LocalDate,
): ContractInvoice {
  const issued = row.invoice_number !== null;
  return {
    contractId: row.contract_id,
    month: row.month,
    days: row.days,
    daysInMonth: row.days_in_month,
    amount: monthAmount(
      { month: row.month, days: row.days, daysInMonth: row.days_in_month, somWeighted: row.som_weighted, bhm: row.bhm },
      bhmValues,
    ),
    state: invoiceState(row.month, issued, today),
    invoiceNumber: row.invoice_number,
    issuedAmount: row.issued_amount === null ? null : Number(row.issued_amount),
    issuedAt: row.issued_at === null ? null : row.issued_at.toISOString(),
  };
}
