import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';

/**
 * Attached documents (spec §3 "attached documents (file, placement scheme, application, sample contract)",
 * §5 and §9 "at most 30 MB"). A party attaches a file to a contract as a step of its own, signed like the
 * others: the signed body names each file by its SHA-256, so the signature covers the bytes, not a name.
 */
export const ATTACHMENT_KINDS = ['CONTRACT_FILE', 'PLACEMENT_SCHEME', 'APPLICATION'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** The most one document may weigh, all its files together (spec §9). */
export const MAX_ATTACHMENT_BYTES = 30 * 1024 * 1024;
/** Scans of one document merged into one PDF: at most this many files. */
export const MAX_ATTACHMENT_PARTS = 20;

/** What the portal keeps, told by the file's first bytes, never by its name. */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[keyof typeof ATTACHMENT_TYPES];

/** What the attachment messages name: the bound and the formats, the same words in every language. */
export const ATTACHMENT_MESSAGE_PARAMS = {
  maxMb: MAX_ATTACHMENT_BYTES / 1024 / 1024,
  formats: 'PDF, JPEG, PNG, DOCX',
  scans: 'PDF, JPEG, PNG',
  pdf: 'PDF',
} as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, MessageKeys.invalidValue);

/** One file as the party signs it: its name, its size and its SHA-256 (hex). */
export const attachedFileSchema = z.object({
  fileName: textField(TEXT_FIELDS.fileName),
  size: z.number().int().positive().max(MAX_ATTACHMENT_BYTES, MessageKeys.documentTooLarge),
  sha256,
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

/**
 * The body of the attach step (`POST /api/contracts/{id}/attachments`, its signed document): the kind
 * of document and its files in the order they are sent; several are scans of one document, merged into
 * one PDF.
 */
export const attachmentStepSchema = z
  .object({
    kind: z.enum(ATTACHMENT_KINDS, { error: MessageKeys.required }),
    files: z.array(attachedFileSchema).min(1, MessageKeys.documentNotAttached).max(MAX_ATTACHMENT_PARTS),
  })
  .refine((s) => s.files.reduce((sum, f) => sum + f.size, 0) <= MAX_ATTACHMENT_BYTES, {
    path: ['files'],
    message: MessageKeys.documentTooLarge,
  });
export type AttachmentStep = z.infer<typeof attachmentStepSchema>;

/** The document as kept: one file, whatever it was made of. */
export interface StoredDocument {
  attachmentId: string;
  kind: AttachmentKind;
  fileName: string;
  contentType: AttachmentType;
  size: number;
  sha256: string;
}
