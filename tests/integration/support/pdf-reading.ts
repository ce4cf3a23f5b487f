import jsqr from 'jsqr';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

type DecodeQr = typeof jsqr.default;
// jsqr is CommonJS with an `exports.default`: whether a default import is the function or its module depends on the loader.
const jsQR: DecodeQr = typeof jsqr === 'function' ? (jsqr as DecodeQr) : jsqr.default;

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** Opens a PDF as a reader would (pdf.js, no fonts of the system: only what the file embeds). */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  return getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 })
    .promise;
}

/** The text of every page, one string a page, its lines and runs of spaces each one space (as a reader searches it). */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  await pdf.destroy();
  return pages;
}

/** An image pdf.js decoded, once it is ready (page objects resolve as the page's operators are read). */
function decoded(page: PdfPage, name: string): Promise<DecodedImage> {
  const store = name.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => store.get(name, (image: DecodedImage) => resolve(image)));
}

/** Any pixel layout pdf.js hands out, as the RGBA that jsQR reads. */
function rgba({ width, height, kind, data }: DecodedImage): Uint8ClampedArray {
  if (kind === ImageKind.RGBA_32BPP) return new Uint8ClampedArray(data);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    let value: [number, number, number];
    if (kind === ImageKind.RGB_24BPP) value = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    else {
      // One bit a pixel, rows padded to whole bytes; a set bit is white.
      const x = i % width;
      const y = Math.floor(i / width);
      const bit = (data[y * Math.ceil(width / 8) + (x >> 3)]! >> (7 - (x & 7))) & 1;
      value = bit ? [255, 255, 255] : [0, 0, 0];
    }
    out.set([...value, 255], i * 4);
  }
  return out;
}

/** What every QR code drawn as an image in the PDF says, page by page. */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const found: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const ops = await page.getOperatorList();
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
      const image = await decoded(page, (ops.argsArray[i] as [string])[0]);
      const code = jsQR(rgba(image), image.width, image.height);
      if (code) found.push(code.data);
    }
  }
  await pdf.destroy();
  return found;
}
