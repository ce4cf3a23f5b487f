import { z } from 'zod';
import { LABEL_LANGUAGES } from '../catalogue/labels.js';
import { LIST_COLUMNS, type ListColumn } from '../contracts/list-columns.js';
import { MessageKeys } from '../i18n-keys.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';
import { DEFAULT_SORT, listFilterSchema, listSortSchema } from './contract-list-filter.js';
import { EXPORT_FORMATS, EXPORT_STATES } from './list-options.js';

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

const text = textField(TEXT_FIELDS.exportLabel);

/**
 * The words of the file in the user's language, as the page shows them: the headings of the table, the
 * state labels and the remaining-term units (`%{count}` stands for the number). The page sends them
 * because the translations are the frontend's (the backend imports no UI code); they only ever reach
 * the requester's own file.
 */
export const exportLabelsSchema = z.object({
  title: text,
  columns: z.object(Object.fromEntries(LIST_COLUMNS.map((c) => [c, text])) as Record<ListColumn, typeof text>),
  states: z
    .record(z.string().regex(/^\d{1,3}$/), text)
    .refine((s) => Object.keys(s).length <= 20, MessageKeys.invalidValue),
  term: z.object({ years: text, months: text, days: text, expired: text }),
});
export type ExportLabels = z.infer<typeof exportLabelsSchema>;

/** A download of a list (`POST /api/contracts/exports`): its format and language, and exactly the filter and sort the list has. */
export const exportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: MessageKeys.invalidValue }),
  lang: z.enum(LABEL_LANGUAGES, { error: MessageKeys.invalidValue }),
  filter: listFilterSchema.default({}),
  sort: listSortSchema.default(DEFAULT_SORT),
  labels: exportLabelsSchema,
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;
