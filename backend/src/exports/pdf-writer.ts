import type { Writable } from 'node:stream';
import { LIST_COLUMNS, type ListColumn } from '@rent/domain';
import { newPdf } from '../documents/pdf-document.js';
import type { ExportTable } from './export-table.js';

/** How much of the page's width each of the list's columns takes. */
const WEIGHT: Record<ListColumn, number> = {
  registrationNumber: 1.5,
  contractNumber: 1.5,
  contractDate: 1,
  counterpart: 1.75,
  lessor: 1.75,
  lessee: 1.75,
  cadastralNumber: 1.6,
  area: 0.8,
  monthlyPayment: 1,
  beginDate: 1,
  endDate: 1,
  state: 1.15,
  remainingTerm: 1.2,
};
const WEIGHTS = LIST_COLUMNS.map((c) => WEIGHT[c]);
const MARGIN = 28;
const PAD = 3;
const FONT_SIZE = 7.5;

/**
 * The list as a PDF table on landscape A4 pages, the title on the first, the headings on each. Pages
 * go out as they fill (pdfkit keeps no finished page), so a long list costs time, not memory.
 */
export async function writePdf(table: ExportTable, pages: AsyncIterable<string[][]>, out: Writable): Promise<void> {
  const doc = newPdf({ title: table.title, lang: table.lang, layout: 'landscape', margin: MARGIN });
  doc.pipe(out);
  const inner = doc.page.width - 2 * MARGIN;
  const sum = WEIGHTS.reduce((a, b) => a + b, 0);
  const widths = WEIGHTS.map((w) => (inner * w) / sum);

  doc.font('bold').fontSize(11).text(table.title, MARGIN, MARGIN, { width: inner });
  let y = doc.y + 6;

  // Most cells are a line or two that fit their column: measured and set line by line, which costs
  // a fraction of pdfkit's wrapping; only a cell with a line too long for its column is wrapped.
  const linesOf = (text: string, width: number) => {
    const lines = text.split('\n');
    return lines.every((line) => doc.widthOfString(line) <= width) ? lines : null;
  };

  const drawRow = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(FONT_SIZE);
    const lineHeight = doc.currentLineHeight(true);
    const laid = cells.map((text, i) => {
      const width = widths[i]! - 2 * PAD;
      const lines = linesOf(text, width);
      return { text, width, lines, height: lines ? lines.length * lineHeight : doc.heightOfString(text, { width }) };
    });
    const height = Math.max(...laid.map((c) => c.height)) + 2 * PAD;
    if (y + height > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
      drawRow(table.headings, 'bold');
      doc.font(font).fontSize(FONT_SIZE);
    }
    let x = MARGIN;
    laid.forEach(({ text, width, lines }, i) => {
      if (lines) lines.forEach((line, k) => doc.text(line, x + PAD, y + PAD + k * lineHeight, { lineBreak: false }));
      else doc.text(text, x + PAD, y + PAD, { width });
      x += widths[i]!;
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + inner, y)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };

  drawRow(table.headings, 'bold');
  for await (const rows of pages) for (const cells of rows) drawRow(cells, 'regular');
  doc.end();
}
