import { z } from 'zod';

/** The formats a contracts list is downloaded in (spec §2): DOC is written as .docx, XLS as .xlsx. */
export const EXPORT_FORMATS = ['pdf', 'doc', 'xls'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A download's course: queued, being written, ready, or given up. */
export const EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/**
 * How far a download of a list has come (`POST /api/contracts/exports` and `GET …/exports/{id}`):
 * `done` of `total` rows written; once `done`, the file is fetched under `filename`.
 */
export const exportStatusSchema = z.object({
  id: z.string(),
  format: z.enum(EXPORT_FORMATS),
  filename: z.string(),
  state: z.enum(EXPORT_STATES),
  done: z.number().int(),
  total: z.number().int(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;
