import QRCode from 'qrcode';
import { formatArea, formatDisplayDate, formatSum, type ServiceKindCode, tashkentDate } from '@rent/domain';
import { partyFactRows, propertyFactRows } from './certificate-facts.js';
import type { Certificate } from './certificate.query.js';
import { DOCUMENT_TEXTS, type DocumentLanguage, kindName, stateName } from './document-texts.js';
import { newPdf, pdfBytes } from './pdf-document.js';

const BRAND = '#0b3d6e';
const MUTED = '#555555';
const QR_SIZE = 120;

/** An instant as people in Tashkent read it (UTC+5): DD.MM.YYYY HH:mm. */
export function tashkentDateTime(instant: Date): string {
  const local = new Date(instant.getTime() + 5 * 3600_000).toISOString();
  return `${formatDisplayDate(local.slice(0, 10))} ${local.slice(11, 16)}`;
}

/**
 * The registration certificate of a contract (A4): what the public view shows, the verified signatures,
 * and a QR code of the public view's address, so anyone holding the paper can check it against the register.
 */
export async function certificatePdf(
  { contract: c, registeredAt, publicUrl }: Certificate,
  lang: DocumentLanguage,
  issuedAt: Date,
): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[lang];
  const l = t.certificate;
  const doc = newPdf({ title: `${l.title} № ${c.contractNumber}`, lang });
  const { left, right, top } = doc.page.margins;
  const width = doc.page.width - left - right;

  // A bitmap with whole pixels per module: readers (and the tests) decode it exactly as drawn.
  const qr = await QRCode.toBuffer(publicUrl, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  const qrX = doc.page.width - right - QR_SIZE;
  doc.image(qr, qrX, top, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(l.qrCaption, qrX, top + QR_SIZE + 4, { width: QR_SIZE, align: 'center' });

  const headWidth = width - QR_SIZE - 20;
  doc.font('bold').fontSize(10).fillColor(BRAND).text(t.committee, left, top, { width: headWidth });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t.portal, { width: headWidth });
  doc.moveDown(1.2);
  doc.font('bold').fontSize(16).fillColor('#000000').text(l.title, { width: headWidth });
  doc.font('regular').fontSize(10).fillColor(MUTED).text(l.subtitle, { width: headWidth });

  let y = Math.max(doc.y, top + QR_SIZE + 30) + 10;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .strokeColor(BRAND)
    .stroke();
  y += 10;

  const rows: [string, string][] = [
    [l.registrationNumber, c.registrationNumber ?? '—'],
    [l.contractNumber, c.contractNumber],
    [l.contractDate, formatDisplayDate(c.contractDate)],
    [l.registrationDate, formatDisplayDate(tashkentDate(registeredAt))],
    [l.term, `${formatDisplayDate(c.beginDate)} — ${formatDisplayDate(c.endDate)}`],
    [l.kind, kindName(lang, c.kind as ServiceKindCode) ?? c.kind],
    [l.lessor, `${c.lessor.id} — ${c.lessor.name}`],
    [l.lessee, `${c.lessee.id} — ${c.lessee.name}`],
    ...partyFactRows(c.facts, lang),
    [c.area === null ? l.vehicle : l.object, c.object],
    ...(c.area === null ? [] : [[l.area, formatArea(c.area)] as [string, string]]),
    ...c.morePlots.map((p, i): [string, string] => [`${l.morePlot} ${i + 2}`, `${p.object}, ${formatArea(p.area)} m²`]),
    ...propertyFactRows(c.facts, lang),
    [l.monthlyPayment, formatSum(c.monthlyPayment)],
    [l.state, stateName(lang, c.state)],
  ];
  const labelWidth = 190;
  const valueX = left + labelWidth + 10;
  const valueWidth = width - labelWidth - 10;
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(9);
    const labelHeight = doc.heightOfString(label, { width: labelWidth });
    doc.font('bold').fontSize(11);
    const valueHeight = doc.heightOfString(value, { width: valueWidth });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, left, y + 1, { width: labelWidth });
    doc.font('bold').fontSize(11).fillColor('#000000').text(value, valueX, y, { width: valueWidth });
    y += Math.max(labelHeight, valueHeight) + 7;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
  }

  if (c.removed) {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#b00020')
      .text(l.removed, left, y + 6, { width });
    y = doc.y;
  }

  doc
    .font('bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text(l.signatures, left, y + 14, { width });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(9).fillColor('#000000');
  if (c.signatures.length === 0) doc.fillColor(MUTED).text(l.noSignatures, { width });
  for (const s of c.signatures) {
    const holder = s.organisation ? `${s.holder}, ${s.organisation}` : s.holder;
    const event = t.events[s.eventType];
    const line = l.signature({
      holder,
      serial: s.serialNumber.toUpperCase(),
      at: tashkentDateTime(new Date(s.signedAt)),
    });
    doc.text(event ? `${event}: ${line}` : line, { width });
    doc.moveDown(0.2);
  }

  // The address in print as well, for a reader without a camera; below the signatures, however many there are.
  const footY = doc.page.height - doc.page.margins.bottom - 30;
  if (doc.y > footY - 10) doc.addPage();
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(publicUrl, left, footY, { width, link: publicUrl, lineBreak: false, ellipsis: true });
  doc.text(l.issued(tashkentDateTime(issuedAt)), left, footY + 14, { width, lineBreak: false });
  return pdfBytes(doc);
}
