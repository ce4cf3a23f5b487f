import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * The font every generated document embeds. PDF's built-in fonts know neither the Uzbek Latin
 * oʻ/gʻ (U+02BB) nor the Cyrillic Ў Қ Ғ Ҳ; DejaVu Sans has them all (and is free to embed).
 */
export const DOCUMENT_FONT = {
  regular: join(dir, 'DejaVuSans.ttf'),
  bold: join(dir, 'DejaVuSans-Bold.ttf'),
} as const;
