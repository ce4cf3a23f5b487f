import { z } from 'zod';
import { LABEL_LANGUAGES } from '../catalogue/labels.js';
import { MessageKeys } from '../i18n-keys.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';
import { invoiceListFilterSchema } from './contract-invoices.js';
import { EXPORT_FORMATS } from './list-options.js';

/** The columns of a lessor's invoices list and of its downloads, in their order. */
export const INVOICE_COLUMNS = ['month', 'contract', 'lessee', 'amount', 'state', 'invoiceNumber', 'issuedAt'] as const;
export type InvoiceColumn = (typeof INVOICE_COLUMNS)[number];

const text = textField(TEXT_FIELDS.exportLabel);

/** The file's words in the user's language, as the page shows them: the title, the headings, the states. */
export const invoiceExportLabelsSchema = z.object({
  title: text,
  columns: z.object(Object.fromEntries(INVOICE_COLUMNS.map((c) => [c, text])) as Record<InvoiceColumn, typeof text>),
  states: z.object({ DUE: text, ISSUED: text, OVERDUE: text }),
});
export type InvoiceExportLabels = z.infer<typeof invoiceExportLabelsSchema>;

/**
 * A download of the lessor's invoices list (`POST /api/invoices/exports`): its format and language and the
 * list's own filter; followed and fetched as a contracts list's download is (`GET /api/contracts/exports/{id}`).
 */
export const invoiceExportRequestSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: MessageKeys.invalidValue }),
  lang: z.enum(LABEL_LANGUAGES, { error: MessageKeys.invalidValue }),
  filter: invoiceListFilterSchema.default({}),
  labels: invoiceExportLabelsSchema,
});
export type InvoiceExportRequest = z.infer<typeof invoiceExportRequestSchema>;
