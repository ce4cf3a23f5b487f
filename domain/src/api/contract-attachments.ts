import { z } from 'zod';
import { ATTACHMENT_KINDS, ATTACHMENT_TYPES } from '../contracts/attachments.js';
import { instant } from './json-values.js';

/**
 * A contract's attached documents (`GET /api/contracts/{id}/attachments`, docs/api.md), oldest first: what
 * each is, its file, who attached it and when. Its parties download each at
 * `/api/contracts/{id}/attachments/{attachmentId}`; the public view never lists them.
 */
export const contractAttachmentSchema = z.object({
  attachmentId: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  fileName: z.string(),
  contentType: z.enum(Object.values(ATTACHMENT_TYPES) as [string, ...string[]]),
  size: z.number().int(),
  sha256: z.string(),
  /** How many files the party sent: more than one were scans merged into this PDF. */
  parts: z.number().int(),
  attachedAt: instant,
  attachedBy: z.string(),
});
export type ContractAttachment = z.infer<typeof contractAttachmentSchema>;
