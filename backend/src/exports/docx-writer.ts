import type { Writable } from 'node:stream';
import { Document, Packer, PageOrientation, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { ExportTable } from './export-table.js';

/** A cell's lines (a party is its TIN or PINFL over its name) as paragraphs. */
const cell = (text: string, bold = false) =>
  new TableCell({
    children: text.split('\n').map((line) => new Paragraph({ children: [new TextRun({ text: line, bold })] })),
  });

/**
 * The list as a Word document (.docx): a title and one table whose heading row repeats on each page.
 * The docx package builds the whole document before packing it, which is why DOC has the lowest row
 * bound (MAX_EXPORT_ROWS).
 */
export async function writeDocx(table: ExportTable, pages: AsyncIterable<string[][]>, out: Writable): Promise<void> {
  const rows = [new TableRow({ tableHeader: true, children: table.headings.map((h) => cell(h, true)) })];
  for await (const page of pages)
    for (const cells of page) rows.push(new TableRow({ cantSplit: true, children: cells.map((c) => cell(c)) }));
  const doc = new Document({
    title: table.title,
    styles: { default: { document: { run: { size: 16, font: 'Arial', language: { value: table.lang } } } } },
    sections: [
      {
        properties: {
          page: {
            size: { orientation: PageOrientation.LANDSCAPE },
            margin: { top: 560, bottom: 560, left: 560, right: 560 },
          },
        },
        children: [
          new Paragraph({
            children: [new TextRun({ text: table.title, bold: true, size: 24 })],
            spacing: { after: 160 },
          }),
          new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }),
        ],
      },
    ],
  });
  out.end(await Packer.toBuffer(doc));
}
