import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ServiceKindCode } from '@rent/domain';
import { DOCUMENT_TEXTS, type DocumentLanguage, kindName, type RentedObject } from './document-texts.js';

/** What each service rents out, which decides the subject clause. */
const RENTED_OBJECT: Record<ServiceKindCode, RentedObject> = {
  LEASING: 'premises',
  OPERATIVE: 'premises',
  FOREIGN_COMPANY: 'premises',
  STUDENT: 'premises',
  WAREHOUSE: 'premises',
  LETTER_OF_GUARANTEE: 'premises',
  LAND_RENT: 'land',
  OTHER_RENT: 'premises',
  MOBILE_TRADE: 'land',
  CAR_RENT: 'vehicle',
  CAR_RENT_NONRESIDENT: 'vehicle',
  ADJACENT_AREA: 'land',
};

const LANGUAGE_TAG: Record<DocumentLanguage, string> = {
  'uz-Latn': 'uz-Latn-UZ',
  'uz-Cyrl': 'uz-Cyrl-UZ',
  ru: 'ru-RU',
};

const paragraph = (
  text: string,
  options: { bold?: boolean; align?: (typeof AlignmentType)[keyof typeof AlignmentType]; after?: number } = {},
) =>
  new Paragraph({
    alignment: options.align ?? AlignmentType.JUSTIFIED,
    spacing: { after: options.after ?? 120 },
    children: [new TextRun({ text, bold: options.bold })],
  });

const heading = (text: string) => paragraph(text, { bold: true, align: AlignmentType.CENTER, after: 80 });

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

/**
 * A sample contract of one service kind (spec §1 "sample contract downloads"): a Word template that the
 * parties fill in by hand: parties, object, term, rent, duties, registration on the portal, signatures.
 */
export function sampleContractDocx(kind: ServiceKindCode, lang: DocumentLanguage): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[lang];
  const s = t.sample;
  const party = (role: string) =>
    new TableCell({
      width: { size: 50, type: WidthType.PERCENTAGE },
      borders: { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER },
      children: [
        paragraph(role, { bold: true, align: AlignmentType.LEFT }),
        ...s.requisites.map((field) => paragraph(`${field}: ____________________`, { align: AlignmentType.LEFT })),
        paragraph(s.signature, { align: AlignmentType.LEFT }),
      ],
    });
  const section = (title: string, clauses: string[]) => [heading(title), ...clauses.map((clause) => paragraph(clause))];
  const doc = new Document({
    creator: t.committee,
    title: `${kindName(lang, kind)}: ${kind === 'LEASING' ? s.leasingTitle : s.title}`,
    styles: {
      default: { document: { run: { font: 'Times New Roman', size: 24, language: { value: LANGUAGE_TAG[lang] } } } },
    },
    sections: [
      {
        children: [
          paragraph(s.note, { align: AlignmentType.LEFT }),
          heading(kind === 'LEASING' ? s.leasingTitle : s.title),
          paragraph(`(${kindName(lang, kind)})`, { align: AlignmentType.CENTER }),
          paragraph(s.placeDate, { align: AlignmentType.LEFT, after: 240 }),
          paragraph(s.preamble),
          ...section(s.sections.subject, [s.subject[RENTED_OBJECT[kind]], t.kindClauses[kind]]),
          ...section(s.sections.term, [s.term]),
          ...section(s.sections.payment, s.payment),
          ...section(s.sections.duties, s.duties),
          ...section(s.sections.registration, s.registration),
          ...section(s.sections.final, s.final),
          heading(s.sections.requisites),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [new TableRow({ children: [party(s.lessor), party(s.lessee)] })],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
