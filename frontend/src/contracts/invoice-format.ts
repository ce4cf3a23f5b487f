import { formatDisplayMonth, type InvoiceState } from '@rent/domain';

/** A month as the page writes it: MM.YYYY, as dates are DD.MM.YYYY. */
export const formatMonth = formatDisplayMonth;

export const INVOICE_STATES: readonly InvoiceState[] = ['DUE', 'OVERDUE', 'ISSUED'];

export const STATE_COLORS: Record<InvoiceState, 'warning' | 'error' | 'success'> = {
  DUE: 'warning',
  OVERDUE: 'error',
  ISSUED: 'success',
};
