import ExcelJS from 'exceljs';
import { type ContractReceipts, formatDisplayMonth } from '@rent/domain';
import type { DocumentLanguage } from './document-texts.js';
import { RECEIPT_TEXTS } from './receipt-texts.js';

/**
 * A contract's receipts of one year as a workbook (issue 21): each month of the year it was in force with
 * its rent, each receipt on a row of its own (a month without one says unpaid), and the year's totals.
 * Sums are numbers, so the sheet adds them up as the page does.
 */
export async function receiptsXlsx(receipts: ContractReceipts, year: number, lang: DocumentLanguage): Promise<Buffer> {
  const t = RECEIPT_TEXTS[lang];
  const workbook = new ExcelJS.Workbook();
  const title = t.yearTitle.replace('%{year}', String(year));
  workbook.title = `${title} — ${receipts.contractNumber}`;
  const sheet = workbook.addWorksheet(String(year), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t.month, width: 10 },
    { header: t.due, width: 18 },
    { header: t.state, width: 20 },
    { header: t.receiptNumber, width: 24 },
    { header: t.paidOn, width: 14 },
    { header: t.method, width: 20 },
    { header: t.amount, width: 16 },
    { header: t.issuedBy, width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  const months = receipts.months.filter((m) => m.month.startsWith(`${year}-`));
  for (const m of months) {
    const head = [formatDisplayMonth(m.month), m.due, t.monthStates[m.state]];
    if (m.receipts.length === 0) sheet.addRow(head);
    m.receipts.forEach((r, i) =>
      sheet.addRow([
        ...(i === 0 ? head : ['', '', '']),
        `${r.number} (${t.states[r.state]})`,
        r.paidOn,
        t.methods[r.method],
        r.amount,
        r.issuedBy,
      ]),
    );
  }
  const totals = receipts.years.find((y) => y.year === year);
  const total = sheet.addRow([t.total, totals?.due ?? 0, '', '', '', '', totals?.paid ?? 0, '']);
  total.font = { bold: true };
  for (const column of [2, 7]) sheet.getColumn(column).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
