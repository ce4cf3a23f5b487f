import { PDFDocument } from 'pdf-lib';
import {
  ATTACHMENT_MESSAGE_PARAMS,
  ATTACHMENT_TYPES,
  type AttachmentType,
  DomainError,
  MessageKeys,
} from '@rent/domain';

/** A scan as stored: its type, told by its content, and its bytes. */
export interface Scan {
  type: AttachmentType;
  bytes: Uint8Array;
}

/** An A4 page in PDF points, which a scanned image is fitted onto. */
const A4 = { width: 595.28, height: 841.89 };

/**
 * Several scans of one document as one PDF (spec §8 "document not merged" when it cannot be done): the
 * pages of each PDF in order, each image on a page of its own, fitted to A4. A DOCX cannot be merged;
 * neither can a damaged or encrypted PDF: the party is told, and nothing is kept.
 */
export async function mergedScans(scans: readonly Scan[]): Promise<Uint8Array> {
  try {
    const merged = await PDFDocument.create();
    for (const scan of scans) {
      if (scan.type === ATTACHMENT_TYPES.pdf) {
        const source = await PDFDocument.load(scan.bytes);
        for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
      } else if (scan.type === ATTACHMENT_TYPES.jpeg || scan.type === ATTACHMENT_TYPES.png) {
        const image =
          scan.type === ATTACHMENT_TYPES.jpeg ? await merged.embedJpg(scan.bytes) : await merged.embedPng(scan.bytes);
        const scale = Math.min(A4.width / image.width, A4.height / image.height, 1);
        const page = merged.addPage([A4.width, A4.height]);
        const width = image.width * scale;
        const height = image.height * scale;
        page.drawImage(image, { x: (A4.width - width) / 2, y: (A4.height - height) / 2, width, height });
      } else {
        throw new Error(`a ${scan.type} is not merged`);
      }
    }
    return await merged.save();
  } catch {
    throw new DomainError(
      'DOCUMENT_NOT_MERGED',
      MessageKeys.documentNotMerged,
      'invalid',
      'files',
      ATTACHMENT_MESSAGE_PARAMS,
    );
  }
}
