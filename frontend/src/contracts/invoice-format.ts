import type { InvoiceState } from '@rent/domain';

/** A month as the page writes it: MM.YYYY, as dates are DD.MM.YYYY. */
export const formatMonth = (month: string): string => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

export const INVOICE_STATES: readonly InvoiceState[] = ['DUE', 'OVERDUE', 'ISSUED'];

export const STATE_COLORS: Record<InvoiceState, 'warning' | 'error' | 'success'> = {
  DUE: 'warning',
  OVERDUE: 'error',
  ISSUED: 'success',
};
