import { DOCUMENT_TEXTS, type DocumentLanguage } from './document-texts.js';
import { newPdf, type Pdf, pdfBytes } from './pdf-document.js';

const BRAND = '#0b3d6e';
const MARGIN = 48;

function footer(doc: Pdf, text: string, page: number, pages: number) {
  const y = doc.page.height - MARGIN + 10;
  // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(10).fillColor('#666666');
  doc.text(text, MARGIN, y, { width: doc.page.width - 2 * MARGIN, lineBreak: false });
  doc.text(`${page} / ${pages}`, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
}

/**
 * The users' guide (spec §1): a landscape, slide-like PDF with one topic a page, in Uzbek (in the script
 * of the interface) or Russian.
 */
export function usersGuidePdf(lang: DocumentLanguage): Promise<Buffer> {
  const g = DOCUMENT_TEXTS[lang].guide;
  const doc = newPdf({ title: `${g.title}: ${g.subtitle}`, lang, layout: 'landscape', margin: MARGIN });
  const width = doc.page.width - 2 * MARGIN;
  const pages = g.slides.length + 1;

  doc.rect(0, 0, doc.page.width, doc.page.height).fill(BRAND);
  doc
    .font('bold')
    .fontSize(34)
    .fillColor('#ffffff')
    .text(g.title, MARGIN, doc.page.height / 2 - 90, { width, align: 'center' });
  doc.moveDown(0.5);
  doc.font('regular').fontSize(22).text(g.subtitle, { width, align: 'center' });
  doc.moveDown(2);
  doc.fontSize(14).text(g.footer, { width, align: 'center' });

  g.slides.forEach((slide, i) => {
    doc.addPage();
    doc.rect(0, 0, doc.page.width, 96).fill(BRAND);
    doc
      .font('bold')
      .fontSize(28)
      .fillColor('#ffffff')
      .text(`${i + 1}. ${slide.title}`, MARGIN, 34, { width, lineBreak: false, ellipsis: true });
    doc.font('regular').fontSize(17).fillColor('#1a1a1a');
    let y = 130;
    for (const point of slide.points) {
      doc.circle(MARGIN + 6, y + 10, 4).fill(BRAND);
      doc.fillColor('#1a1a1a').text(point, MARGIN + 24, y, { width: width - 24, lineGap: 3 });
      y = doc.y + 14;
    }
    footer(doc, g.footer, i + 2, pages);
  });
  return pdfBytes(doc);
}
