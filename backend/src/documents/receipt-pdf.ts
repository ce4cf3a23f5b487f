import { formatDisplayDate, formatDisplayMonth, formatSum } from '@rent/domain';
import { tashkentDateTime } from './certificate-pdf.js';
import { DOCUMENT_TEXTS, type DocumentLanguage } from './document-texts.js';
import { newPdf, pdfBytes } from './pdf-document.js';
import type { ReceiptDocument } from './receipt-document.query.js';
import { RECEIPT_TEXTS } from './receipt-texts.js';

const BRAND = '#0b3d6e';
const MUTED = '#555555';

/** A rent receipt on A4 (issue 21): the contract, both parties, the payment, who issued it and where it stands. */
export async function receiptPdf(
  { receipt: r, contract: c }: ReceiptDocument,
  lang: DocumentLanguage,
): Promise<Buffer> {
  const t = RECEIPT_TEXTS[lang];
  const doc = newPdf({ title: `${t.title} № ${r.number}`, lang });
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  doc.font('bold').fontSize(10).fillColor(BRAND).text(DOCUMENT_TEXTS[lang].committee, { width });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(DOCUMENT_TEXTS[lang].portal, { width });
  doc.moveDown(1.2);
  doc.font('bold').fontSize(16).fillColor('#000000').text(`${t.title} № ${r.number}`, { width });
  doc.moveDown(0.8);
  const rows: [string, string][] = [
    [t.registrationNumber, c.registrationNumber ?? '—'],
    [t.contractNumber, c.contractNumber],
    [t.lessor, `${c.lessorId} — ${c.lessorName}`],
    [t.lessee, `${c.lesseeId} — ${c.lesseeName}`],
    [t.month, formatDisplayMonth(r.month)],
    [t.amount, formatSum(r.amount)],
    [t.paidOn, formatDisplayDate(r.paidOn)],
    [t.method, t.methods[r.method]],
    [t.issuedAt, tashkentDateTime(new Date(r.issuedAt))],
    [t.issuedBy, r.issuedBy],
    [t.state, t.states[r.state]],
    ...(r.disputeReason ? [[t.disputeReason, r.disputeReason] as [string, string]] : []),
    ...(r.annulReason ? [[t.annulReason, r.annulReason] as [string, string]] : []),
  ];
  const labelWidth = 170;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, left, y, { width: labelWidth });
    const labelEnd = doc.y;
    doc.fillColor('#000000').text(value, left + labelWidth + 10, y, { width: width - labelWidth - 10 });
    doc.y = Math.max(doc.y, labelEnd) + 4;
  }
  return pdfBytes(doc);
}
