import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { localDateSchema } from '../rules/filled-text.js';
import { NUMERIC_FIELDS, numericField } from '../rules/numeric-fields.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';
import { invoiceMonthSchema } from './contract-invoices.js';
import { instant } from './json-values.js';
import { RECEIPT_METHODS, RECEIPT_STATES } from '../contracts/rent-receipts.js';

export const receiptMethodSchema = z.enum(RECEIPT_METHODS, { error: MessageKeys.receiptMethodInvalid });

/**
 * `POST /api/contracts/{id}/issue-receipt`: the lessor records a payment it received, for a month the
 * contract was in force: how much, on which day and how it was paid. Signed like every step.
 */
export const issueReceiptSchema = z.object({
  month: invoiceMonthSchema,
  amount: numericField(NUMERIC_FIELDS.receiptAmount),
  paidOn: localDateSchema,
  method: receiptMethodSchema,
});
export type IssueReceiptInput = z.infer<typeof issueReceiptSchema>;

/**
 * `POST /api/contracts/{id}/dispute-receipt` (the lessee: "I did not pay this") and `…/annul-receipt` (the
 * lessor takes a receipt back): which receipt, and why.
 */
export const receiptAnswerSchema = z.object({
  receiptId: z.uuid({ error: MessageKeys.receiptNotFound }),
  reason: textField(TEXT_FIELDS.reason),
});
export type ReceiptAnswerInput = z.infer<typeof receiptAnswerSchema>;

/** One receipt as both parties see it. */
export const receiptSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  /** The contract's registration number and the receipt's place in it: "<registration>-R<n>". */
  number: z.string(),
  month: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  method: receiptMethodSchema,
  state: z.enum(RECEIPT_STATES),
  issuedAt: instant,
  /** Who recorded it: the lessor, or the employee or representative acting for it. */
  issuedBy: z.string(),
  disputeReason: z.string().nullable(),
  disputedAt: instant.nullable(),
  annulReason: z.string().nullable(),
  annulledAt: instant.nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** PAID: the receipts cover the month's rent; PARTLY_PAID: some; UNPAID: no receipt at all. */
export const RECEIPT_MONTH_STATES = ['PAID', 'PARTLY_PAID', 'UNPAID'] as const;
export type ReceiptMonthState = (typeof RECEIPT_MONTH_STATES)[number];

/**
 * `GET /api/contracts/{id}/receipts`: every month the contract was in force up to this one, its rent, what
 * the receipts that stand (not annulled) add up to and the receipts themselves, and the totals per year.
 */
export const contractReceiptsSchema = z.object({
  contractNumber: z.string(),
  registrationNumber: z.string().nullable(),
  months: z.array(
    z.object({
      month: z.string(),
      /** The month's rent as the terms in force make it (the days in force at the month's BHM). */
      due: z.number(),
      paid: z.number(),
      state: z.enum(RECEIPT_MONTH_STATES),
      receipts: z.array(receiptSchema),
    }),
  ),
  years: z.array(z.object({ year: z.number().int(), due: z.number(), paid: z.number(), unpaidMonths: z.number() })),
});
export type ContractReceipts = z.infer<typeof contractReceiptsSchema>;

/** A year a statement or a workbook of receipts is asked for; left out, the year it is now. */
export const receiptYearSchema = z.coerce
  .number({ error: MessageKeys.invalidValue })
  .int(MessageKeys.invalidValue)
  .min(2000, MessageKeys.invalidValue)
  .max(2100, MessageKeys.invalidValue)
  .optional();

/** `GET /api/receipts/statement?year=Y&page=P`: the year asked for, and the page of contracts. */
export const receiptStatementQuerySchema = z.object({
  year: receiptYearSchema,
  page: z.coerce.number({ error: MessageKeys.invalidValue }).int().min(1, MessageKeys.invalidValue).default(1),
});

/** One contract's line of a lessor's yearly income statement. */
export const receiptStatementRowSchema = z.object({
  contractId: z.string(),
  contractNumber: z.string(),
  registrationNumber: z.string().nullable(),
  lesseeId: z.string(),
  lesseeName: z.string(),
  /** What the contract page's address is made of (its kind, term and initiator). */
  kind: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  initiatorId: z.string(),
  /** The rent the terms make of the year's months in force. */
  due: z.number(),
  /** The minimum rent over the same days (null: none recorded for the contract). */
  minimum: z.number().nullable(),
  /** Month by month the rent, never less than the minimum (domain-facts "Tax on rent"), added up. */
  taxBase: z.number(),
  /** The rent received for the year's months: the receipts that stand (not annulled). */
  income: z.number(),
  receipts: z.number().int(),
});
export type ReceiptStatementRow = z.infer<typeof receiptStatementRowSchema>;

/**
 * A lessor's income statement of a year: a page of its contracts of the year, each with its rent, the tax
 * base and the rent its receipts say it received, and the totals. The tax base and the tax are totalled
 * for an individual lessor only (personal income tax on rent, domain-facts "Tax on rent"); other lessors pay
 * profit or turnover tax, which the portal does not compute.
 */
export const receiptStatementSchema = z.object({
  year: z.number().int(),
  /** Per cent; null when the lessor is not an individual. */
  taxRatePercent: z.number().nullable(),
  totals: z.object({
    contracts: z.number().int(),
    income: z.number(),
    /** An individual's only (null otherwise). */
    taxBase: z.number().nullable(),
    tax: z.number().nullable(),
  }),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(receiptStatementRowSchema),
});
export type ReceiptStatement = z.infer<typeof receiptStatementSchema>;
