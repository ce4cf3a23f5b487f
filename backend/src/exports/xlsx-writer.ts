import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { LIST_COLUMNS, type ListColumn } from '@rent/domain';
import type { ExportTable } from './export-table.js';

/** Each of the list's columns' width, in characters. */
const WIDTH: Record<ListColumn, number> = {
  registrationNumber: 18,
  contractNumber: 18,
  contractDate: 14,
  counterpart: 34,
  lessor: 34,
  lessee: 34,
  cadastralNumber: 24,
  area: 10,
  monthlyPayment: 16,
  beginDate: 13,
  endDate: 13,
  state: 22,
  remainingTerm: 20,
};
const WIDTHS = LIST_COLUMNS.map((c) => WIDTH[c]);

/** Excel forbids these in a sheet's name and allows at most 31 characters. */
const sheetName = (title: string) =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/**
 * The list as an XLSX workbook through exceljs' streaming writer: each row is committed (written to the
 * zip) as soon as it is added, so the workbook never holds the list. Cells hold the texts the table shows.
 */
export async function writeXlsx(table: ExportTable, pages: AsyncIterable<string[][]>, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.title = table.title;
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.headings.map((header, i) => ({ header, width: WIDTHS[i] }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.commit();
  for await (const rows of pages) {
    for (const cells of rows) {
      const row = sheet.addRow(cells);
      row.alignment = { wrapText: true, vertical: 'top' };
      row.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
