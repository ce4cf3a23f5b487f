import { z } from 'zod';
import { instant } from './json-values.js';

/**
 * A bulk upload's CSV (issue 21): a header line naming these columns (any order; the optional ones may be
 * left out), then one contract of "other rent" a line. `rowId` is the party's own id of the row: a row whose
 * id the party uploaded before is not registered again.
 */
export const BULK_UPLOAD_COLUMNS = {
  required: [
    'rowId',
    'contractNumber',
    'contractDate',
    'lesseeId',
    'cadastralNumber',
    'area',
    'monthlyPayment',
    'beginDate',
    'endDate',
  ],
  optional: ['purpose', 'paymentType', 'notes', 'documentsDate'],
} as const;

/** The columns whose text is a number on the form. */
const NUMERIC = new Set(['area', 'monthlyPayment']);

/** A row as the registration form would send it: other rent, empty cells left out, numbers as numbers. */
export function bulkRowRegistration(row: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = { kind: 'OTHER_RENT' };
  for (const [column, text] of Object.entries(row)) {
    if (column === 'rowId' || text.trim() === '') continue;
    body[column] = NUMERIC.has(column) && /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : text.trim();
  }
  return body;
}

/** One refused row: its line in the file, the field and the message key (the form's own). */
export const bulkRowErrorSchema = z.object({
  line: z.number().int(),
  rowId: z.string(),
  field: z.string().nullable(),
  message: z.string(),
});
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

/** An upload as `GET /api/contracts/bulk-uploads/{id}` answers it while it runs and after. */
export const bulkUploadSchema = z.object({
  id: z.string(),
  state: z.enum(['waiting', 'running', 'done', 'failed']),
  /** Rows in the file, processed so far, registered now, already registered before (by rowId), refused. */
  total: z.number().int(),
  processed: z.number().int(),
  registered: z.number().int(),
  alreadyRegistered: z.number().int(),
  refused: z.number().int(),
  errors: z.array(bulkRowErrorSchema),
  createdAt: instant,
  finishedAt: instant.nullable(),
  /** Once done: the log position of its last registration, for the lists to read after (X-Read-After). */
  position: z.string().nullable(),
});
export type BulkUpload = z.infer<typeof bulkUploadSchema>;
