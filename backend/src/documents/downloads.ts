import { StreamableFile } from '@nestjs/common';
import { z } from 'zod';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from './document-texts.js';

/** `?lang=`: one of the interface's three languages; left out, the first of them (its fallback). */
export const documentLanguage = z.union([
  z.enum(DOCUMENT_LANGUAGES),
  z.literal('').transform((): DocumentLanguage => 'uz-Latn'),
]);

export const MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A download: the type, and a name that is plain ASCII so every browser keeps it. */
export const download = (bytes: Buffer, type: string, name: string) =>
  new StreamableFile(bytes, {
    type,
    length: bytes.length,
    disposition: `attachment; filename="${name.replace(/[^\w.-]+/g, '_')}"`,
  });
