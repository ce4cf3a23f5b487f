import ExcelJS from 'exceljs';
import { pdfPagesText } from './pdf-reading.js';
import { zipEntry } from './zip-entry.js';

/** The cells of an XLSX file's first sheet, row by row, as text. */
export async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

/** The text of a DOCX file's body (word/document.xml), paragraph by paragraph. */
export function docxParagraphs(bytes: Uint8Array): string[] {
  const xml = zipEntry(Buffer.from(bytes), 'word/document.xml')!.toString('utf8');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) =>
    [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, t]) => unescapeXml(t!)).join(''),
  );
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of a PDF file, its pages one after another. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => (await pdfPagesText(bytes)).join('\n');

/** The magic bytes of each format: a PDF starts with %PDF, DOCX and XLSX are zip files. */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 4)).toString('latin1') === '%PDF';
export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;
