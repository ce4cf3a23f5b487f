import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';
import { instant } from './json-values.js';

/** A calendar month as the API names it, YYYY-MM. */
export const invoiceMonthSchema = z
  .string({ error: MessageKeys.invoiceMonthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MessageKeys.invoiceMonthInvalid);

/** `POST /api/contracts/{id}/issue-invoice`: the month and the number of the e-invoice the lessor issued. */
export const issueInvoiceSchema = z.object({
  month: invoiceMonthSchema,
  invoiceNumber: textField(TEXT_FIELDS.invoiceNumber),
});
export type IssueInvoiceInput = z.infer<typeof issueInvoiceSchema>;

/**
 * One month's invoice of a contract (`GET /api/contracts/{id}/invoices`): what the portal worked out, and
 * once the lessor issued it, the e-invoice's number, who recorded it and when.
 */
export const contractInvoiceSchema = z.object({
  contractId: z.string(),
  month: z.string(),
  days: z.number().int(),
  daysInMonth: z.number().int(),
  amount: z.number(),
  state: z.enum(['DUE', 'ISSUED', 'OVERDUE']),
  invoiceNumber: z.string().nullable(),
  /** The amount recorded when it was issued (the month's amount then). */
  issuedAmount: z.number().nullable(),
  issuedAt: instant.nullable(),
});
export type ContractInvoice = z.infer<typeof contractInvoiceSchema>;

/** The invoice states a list is narrowed to. */
export const invoiceStateSchema = z.enum(['DUE', 'ISSUED', 'OVERDUE'], { error: MessageKeys.invalidValue });

/**
 * `GET /api/invoices`: a lessor's invoices across its contracts, narrowed as the contract lists are (a state,
 * a month, one contract, a contract's number or the lessee's name or id).
 */
export const invoiceListFilterSchema = z.object({
  state: invoiceStateSchema.optional(),
  month: invoiceMonthSchema.optional(),
  /** One contract's months. */
  contractId: z.uuid({ error: MessageKeys.invalidValue }).optional(),
  q: textField(TEXT_FIELDS.listSearch).optional(),
});
export type InvoiceListFilter = z.infer<typeof invoiceListFilterSchema>;

/** A row of the lessor's list: the month's invoice and the contract it belongs to. */
export const lessorInvoiceSchema = contractInvoiceSchema.extend({
  /** Unique in the list: the contract and the month. */
  id: z.string(),
  contractNumber: z.string(),
  registrationNumber: z.string().nullable(),
  lesseeId: z.string(),
  lesseeName: z.string(),
  /** What the contract's page address is made of (its kind, term and initiator). */
  kind: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  initiatorId: z.string(),
});
export type LessorInvoice = z.infer<typeof lessorInvoiceSchema>;
