import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import type { Actor } from '../events/envelope.js';
import { tashkentDate } from '../rules/local-date.js';
import { exactProduct, fromHundredths, toHundredths } from '../rules/decimal.js';
import { minimumMonthlyRent } from '../rules/minimum-rent.js';
import {
  type BhmValue,
  invoiceMonthParts,
  invoiceMonths,
  type MonthInvoice,
  monthOf,
} from '../rules/invoice-months.js';
import type { AnnulReceipt, DisputeReceipt, IssueReceipt } from '../contracts/contract-commands.js';
import type { ReceiptAnnulled, ReceiptDisputed, ReceiptIssued } from '../contracts/contract-events.js';
import { cameIntoForce, type ExistingContract, type FoldedReceipt } from '../contracts/contract-state.js';
import { isParty } from '../contracts/contract-steps.js';

/**
 * At most this many receipts that stand for one month of one contract: a month paid in instalments has a
 * few, and the bound keeps a contract's stream (and its page) from growing without end.
 */
export const MAX_RECEIPTS_PER_MONTH = 10;

/** Every month the contract was in force (whoever the lessor is), with its rent at the month's BHM. */
export function contractMonthsInForce(contract: ExistingContract, bhmValues: readonly BhmValue[]): MonthInvoice[] {
  return cameIntoForce(contract) ? invoiceMonths(contract.termsPeriods, bhmValues, contract.lastDayInForce) : [];
}

/** What a contract's year comes to for the lessor's statement: its rent, the least it may be taxed on, the base. */
export interface YearRent {
  /** The rent of the year's months in force, as the terms made each (the months' amounts added). */
  due: number;
  /** The minimum rent over the same days (null: no minimum recorded for the contract). */
  minimum: number | null;
  /** Month by month the rent, never less than that month's minimum (domain-facts "Tax on rent"), added up. */
  taxBase: number;
}

/**
 * A contract's year for the income statement (issue 21): each month it was in force in `year`, its rent
 * and the minimum over its days in force (the minimum monthly rent × days / days of the month, to the
 * tiyin), the base of each month the larger of the two, as the form's monthly tax preview takes it.
 */
export function yearRent(contract: ExistingContract, year: number, bhmValues: readonly BhmValue[]): YearRent {
  const months = contractMonthsInForce(contract, bhmValues).filter((m) => m.month.startsWith(`${year}-`));
  const rate = contract.minimumRatePerM2;
  const monthly = rate === null ? null : minimumMonthlyRent(rate, contract.terms.area);
  let [due, minimum, base] = [0, 0, 0];
  for (const m of months) {
    const least =
      monthly === null
        ? 0
        : toHundredths(exactProduct([monthly, m.days], { scale: 2, rounding: 'halfUp', divideBy: m.daysInMonth }));
    due += toHundredths(m.amount);
    minimum += least;
    base += Math.max(toHundredths(m.amount), least);
  }
  return {
    due: fromHundredths(due),
    minimum: monthly === null ? null : fromHundredths(minimum),
    taxBase: fromHundredths(base),
  };
}

/** A receipt counts toward its month and year unless the lessor annulled it; a disputed one still stands. */
export const receiptStands = (receipt: Pick<FoldedReceipt, 'state'>): boolean => receipt.state !== 'ANNULLED';

/** A stranger to the contract learns nothing of it, as with every step. */
function assertParty(contract: ExistingContract, actor: Actor): void {
  if (actor.kind !== 'party' || !isParty(contract, actor.partyId))
    throw new DomainError('CONTRACT_NOT_FOUND', MessageKeys.notFound, 'notFound');
  if (contract.removed) throw new DomainError('CONTRACT_REMOVED', MessageKeys.contractRemoved, 'conflict');
}

/**
 * Issue 21: the lessor records a payment received for a month the contract was in force, not for a month
 * still to come and not paid on a day still to come. The receipt is numbered after the contract's own
 * registration number, in the order the contract's receipts were issued (annulled ones keep their number).
 */
export function issueReceipt(
  { contractId, receiptId, month, amount, paidOn, method }: IssueReceipt['data'],
  contract: ExistingContract,
  actor: Actor,
  now: string,
): ReceiptIssued {
  assertParty(contract, actor);
  if (actor.partyId !== contract.lessorId)
    throw new DomainError('ONLY_LESSOR', MessageKeys.onlyLessorIssuesReceipt, 'forbidden');
  if (!cameIntoForce(contract)) throw new DomainError('NOT_IN_FORCE', MessageKeys.receiptNotInForce, 'conflict');
  const today = tashkentDate(new Date(now));
  if (month > monthOf(today))
    throw new DomainError('RECEIPT_MONTH_IN_FUTURE', MessageKeys.receiptMonthInFuture, 'invalid', 'month');
  if (paidOn > today)
    throw new DomainError('RECEIPT_PAID_IN_FUTURE', MessageKeys.receiptPaidInFuture, 'invalid', 'paidOn');
  if (!invoiceMonthParts(contract.termsPeriods, contract.lastDayInForce).some((m) => m.month === month))
    throw new DomainError('RECEIPT_MONTH_OUTSIDE_TERM', MessageKeys.receiptMonthOutsideTerm, 'invalid', 'month');
  const receipts = Object.values(contract.receipts);
  if (receipts.filter((r) => r.month === month && receiptStands(r)).length >= MAX_RECEIPTS_PER_MONTH)
    throw new DomainError('RECEIPTS_PER_MONTH', MessageKeys.receiptsPerMonthExceeded, 'conflict', 'month');
  if (contract.receipts[receiptId]) throw new DomainError('RECEIPT_EXISTS', MessageKeys.conflict, 'conflict');
  const series = contract.registrationNumber ?? contract.terms.contractNumber;
  return {
    type: 'ReceiptIssued',
    data: {
      contractId,
      byPartyId: actor.partyId,
      at: now,
      receiptId,
      number: `${series}-R${receipts.length + 1}`,
      lessorType: contract.lessorType,
      lesseeId: contract.lesseeId,
      month,
      amount,
      paidOn,
      method,
    },
  };
}

function receiptOf(contract: ExistingContract, receiptId: string): FoldedReceipt {
  const receipt = contract.receipts[receiptId];
  if (!receipt) throw new DomainError('RECEIPT_NOT_FOUND', MessageKeys.receiptNotFound, 'notFound', 'receiptId');
  if (receipt.state === 'ANNULLED')
    throw new DomainError('RECEIPT_ANNULLED', MessageKeys.receiptAnnulled, 'conflict', 'receiptId');
  return receipt;
}

/** The lessee disputes a receipt that stands, once; the lessor may then annul it. */
export function disputeReceipt(
  { contractId, receiptId, reason }: DisputeReceipt['data'],
  contract: ExistingContract,
  actor: Actor,
  now: string,
): ReceiptDisputed {
  assertParty(contract, actor);
  if (actor.partyId !== contract.lesseeId)
    throw new DomainError('ONLY_LESSEE', MessageKeys.onlyLesseeDisputesReceipt, 'forbidden');
  if (receiptOf(contract, receiptId).state === 'DISPUTED')
    throw new DomainError('RECEIPT_DISPUTED', MessageKeys.receiptAlreadyDisputed, 'conflict', 'receiptId');
  return { type: 'ReceiptDisputed', data: { contractId, byPartyId: actor.partyId, at: now, receiptId, reason } };
}

/** The lessor takes back a receipt it issued, disputed or not; it stops counting. */
export function annulReceipt(
  { contractId, receiptId, reason }: AnnulReceipt['data'],
  contract: ExistingContract,
  actor: Actor,
  now: string,
): ReceiptAnnulled {
  assertParty(contract, actor);
  if (actor.partyId !== contract.lessorId)
    throw new DomainError('ONLY_LESSOR', MessageKeys.onlyLessorIssuesReceipt, 'forbidden');
  receiptOf(contract, receiptId);
  return { type: 'ReceiptAnnulled', data: { contractId, byPartyId: actor.partyId, at: now, receiptId, reason } };
}
