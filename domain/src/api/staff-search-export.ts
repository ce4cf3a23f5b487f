import { z } from 'zod';
import { LABEL_LANGUAGES } from '../catalogue/labels.js';
import { SERVICE_KINDS } from '../contracts/service-kinds.js';
import { MessageKeys } from '../i18n-keys.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';
import { EXPORT_FORMATS } from './list-options.js';
import { staffContractFilterSchema } from './staff-contract-search.js';

/** The columns of the staff's contract search (issue 19) and of its downloads, in the screen's order. */
export const STAFF_SEARCH_COLUMNS = [
  'registrationNumber',
  'contractNumber',
  'kind',
  'lessor',
  'lessee',
  'object',
  'monthlyPayment',
  'term',
  'state',
  'createdAt',
] as const;
export type StaffSearchColumn = (typeof STAFF_SEARCH_COLUMNS)[number];

const text = textField(TEXT_FIELDS.exportLabel);

/**
 * The file's words in the operator's language, as the search screen shows them: the title, the headings,
 * the state and kind labels and the word for a contract not yet numbered.
 */
export const staffExportLabelsSchema = z.object({
  title: text,
  columns: z.object(
    Object.fromEntries(STAFF_SEARCH_COLUMNS.map((c) => [c, text])) as Record<StaffSearchColumn, typeof text>,
  ),
  states: z
    .record(z.string().regex(/^\d{1,3}$/), text)
    .refine((s) => Object.keys(s).length <= 20, MessageKeys.invalidValue),
  kinds: z
    .record(z.string(), text)
    .refine(
      (k) => Object.keys(k).every((kind) => (SERVICE_KINDS as readonly string[]).includes(kind)),
      MessageKeys.invalidValue,
    ),
  unnumbered: text,
});
export type StaffExportLabels = z.infer<typeof staffExportLabelsSchema>;

/**
 * A download of the staff's contract search (`POST /api/operator/contracts/exports`): its format and
 * language and exactly the search's filter, checked by the search's own schema; the search has one order,
 * newest first. Followed and fetched at `GET /api/operator/contracts/exports/{id}` and `…/file`.
 */
export const staffExportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: MessageKeys.invalidValue }),
  lang: z.enum(LABEL_LANGUAGES, { error: MessageKeys.invalidValue }),
  filter: staffContractFilterSchema.default({}),
  labels: staffExportLabelsSchema,
});
export type StaffExportRequest = z.infer<typeof staffExportRequestSchema>;
