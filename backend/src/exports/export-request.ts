import { z } from 'zod';
import { EXPORT_FORMATS, type ExportFormat, LIST_COLUMNS, type ListColumn, MessageKeys, TEXT_FIELDS, textField } from '@rent/domain';
import { DEFAULT_SORT, listFilter, listSort } from '../contracts/list-params.js';

/** What each format is written as: DOC is Word's .docx, XLS is Excel's .xlsx (the spec names them DOC and XLS). */
export const FORMAT_FILES: Record<ExportFormat, { extension: string; mediaType: string }> = {
  pdf: { extension: 'pdf', mediaType: 'application/pdf' },
  doc: { extension: 'docx', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xls: { extension: 'xlsx', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

const text = textField(TEXT_FIELDS.exportLabel);

/**
 * The words of the file in the user's language, as the page shows them: the headings of the table, the
 * state labels and the remaining-term units (`%{count}` stands for the number). The page sends them
 * because the translations are the frontend's (the backend imports no UI code); they only ever reach
 * the requester's own file.
 */
export const exportLabels = z.object({
  title: text,
  columns: z.object(Object.fromEntries(LIST_COLUMNS.map((c) => [c, text])) as Record<ListColumn, typeof text>),
  states: z.record(z.string().regex(/^\d{1,3}$/), text).refine((s) => Object.keys(s).length <= 20, MessageKeys.invalidValue),
  term: z.object({ years: text, months: text, days: text, expired: text }),
});
export type ExportLabels = z.infer<typeof exportLabels>;

/** A download of a list: its format and language, and exactly the filter and sort the list has. */
export const exportRequest = z.object({
  format: z.enum(EXPORT_FORMATS, { error: MessageKeys.invalidValue }),
  lang: z.enum(['uz-Latn', 'uz-Cyrl', 'ru'], { error: MessageKeys.invalidValue }),
  filter: listFilter.default({}),
  sort: listSort.default(DEFAULT_SORT),
  labels: exportLabels,
});
export type ExportRequest = z.infer<typeof exportRequest>;
