import type { DataSource } from 'typeorm';
import {
  type BhmValue,
  formatDisplayDate,
  formatDisplayMonth,
  formatSum,
  INVOICE_COLUMNS,
  type InvoiceExportLabels,
  type InvoiceListFilter,
  type LessorInvoice,
  type LocalDate,
  monthOf,
  tashkentDate,
} from '@rent/domain';
import type { Viewer } from '../contracts/contract-list.js';
import {
  inListOrder,
  lessorInvoice,
  lessorInvoices,
  type LessorInvoiceRecord,
} from '../contracts/lessor-invoice-list.js';
import { countRows } from '../database/count-rows.js';
import { EXPORT_PAGE } from './export-jobs.js';

/**
 * The rows of a lessor's invoices list, exactly as its pages show them, EXPORT_PAGE at a time through a
 * server-side cursor in one read-only snapshot, as a contracts list's download reads (export-rows.ts).
 */
export async function* invoicePages(
  db: DataSource,
  viewer: Viewer,
  filter: InvoiceListFilter,
  today: LocalDate,
  bhmValues: readonly BhmValue[],
): AsyncGenerator<{ rows: LessorInvoice[]; total: number }> {
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction('REPEATABLE READ');
    await runner.query('SET TRANSACTION READ ONLY');
    const current = monthOf(today);
    const total = await countRows(lessorInvoices(runner.manager, viewer, filter, current, { rows: false }));
    const [sql, parameters] = inListOrder(
      lessorInvoices(runner.manager, viewer, filter, current, { rows: true }),
    ).getQueryAndParameters();
    await runner.query(`DECLARE invoice_rows NO SCROLL CURSOR FOR ${sql}`, parameters);
    for (;;) {
      const rows: LessorInvoiceRecord[] = await runner.query(`FETCH ${EXPORT_PAGE} FROM invoice_rows`);
      yield { rows: rows.map((r) => lessorInvoice(r, bhmValues, today)), total };
      if (rows.length < EXPORT_PAGE) break;
    }
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
}

export const invoiceHeadings = (labels: InvoiceExportLabels): string[] => INVOICE_COLUMNS.map((c) => labels.columns[c]);

/** One invoice's cells as the list page writes them: MM.YYYY, the contract over its registration number, … */
export function invoiceCells(i: LessorInvoice, labels: InvoiceExportLabels): string[] {
  const cells: Record<(typeof INVOICE_COLUMNS)[number], string> = {
    month: formatDisplayMonth(i.month),
    contract: i.registrationNumber ? `№ ${i.contractNumber}\n${i.registrationNumber}` : `№ ${i.contractNumber}`,
    lessee: `${i.lesseeId}\n${i.lesseeName}`,
    amount: formatSum(i.issuedAmount ?? i.amount),
    state: labels.states[i.state],
    invoiceNumber: i.invoiceNumber ?? '-',
    issuedAt: i.issuedAt ? formatDisplayDate(tashkentDate(new Date(i.issuedAt))) : '-',
  };
  return INVOICE_COLUMNS.map((c) => cells[c]);
}
