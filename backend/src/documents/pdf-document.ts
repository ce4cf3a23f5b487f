import PDFDocument from 'pdfkit';
import { DOCUMENT_FONT } from './fonts.js';

export type Pdf = PDFKit.PDFDocument;

/** A PDF whose every text is set in DejaVu Sans (`regular` and `bold`), so Uzbek and Russian letters all render. */
export function newPdf(options: {
  title: string;
  lang: string;
  layout?: 'portrait' | 'landscape';
  margin?: number;
}): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? 50,
    // Given here, pdfkit never loads its built-in Helvetica, which has no oʻ, Ў or Қ.
    font: DOCUMENT_FONT.regular,
    lang: options.lang,
    displayTitle: true,
    info: { Title: options.title, Author: 'Davlat soliq qoʻmitasi', Creator: 'ijara portal' },
  });
  doc.registerFont('regular', DOCUMENT_FONT.regular);
  doc.registerFont('bold', DOCUMENT_FONT.bold);
  return doc.font('regular');
}

/** Ends the document and gives back its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
