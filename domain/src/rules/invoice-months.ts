import { fromHundredths, toHundredths } from './decimal.js';
import { compareLocalDates, type LocalDate } from './local-date.js';
import { somFromBhm } from './money.js';

/**
 * Electronic invoices by month end (spec §1): a lessor that is a legal entity or a sole proprietor
 * invoices each month of a contract in force. This is the month-by-month amount; who invoices, and what
 * was issued, the contract's events say.
 */

/** A month of the calendar, YYYY-MM. */
export type InvoiceMonth = string;

/** A set of terms and the first day it holds: the first set from the beginning, a later one from its day. */
export interface TermsPeriod {
  /** The day these terms took over from the previous ones; null for the terms the contract came into force with. */
  from: LocalDate | null;
  monthlyPayment: number;
  /** A payment agreed in BHM: the multiple, converted at each month's BHM; null for a payment in so'm. */
  bhmMultiple: number | null;
  beginDate: LocalDate;
  endDate: LocalDate;
}

/** One value of the BHM and the day it took effect (domain-facts). */
export interface BhmValue {
  validFrom: LocalDate;
  amount: number;
}

export interface MonthInvoice {
  month: InvoiceMonth;
  /** Days of the month the contract was in force. */
  days: number;
  daysInMonth: number;
  /** So'm to the tiyin: each day at its terms' monthly payment / days of the month, rounded once, half up. */
  amount: number;
}

/** The BHM in force on a day: the last value that took effect by then. */
export function bhmOn(day: LocalDate, values: readonly BhmValue[]): number | null {
  let found: BhmValue | null = null;
  for (const v of values) {
    if (compareLocalDates(v.validFrom, day) <= 0 && (!found || compareLocalDates(v.validFrom, found.validFrom) > 0))
      found = v;
  }
  return found ? found.amount : null;
}

const minDate = (a: LocalDate, b: LocalDate): LocalDate => (compareLocalDates(a, b) <= 0 ? a : b);
const maxDate = (a: LocalDate, b: LocalDate): LocalDate => (compareLocalDates(a, b) >= 0 ? a : b);
/** A day `days` after (or before) another, on the calendar: UTC midnights have no daylight saving. */
const addDays = (d: LocalDate, days: number): LocalDate =>
  new Date(new Date(`${d}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
/** A month's last day: day 0 of the next month. */
const lastDayOf = (month: InvoiceMonth): LocalDate =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/**
 * A month's invoice before the BHM is known: the so'm part as hundredths × days, and the days at each BHM
 * multiple (a payment agreed in BHM), each with its so'm amount × days for a month before any BHM on
 * record. A read model keeps these, so that a BHM value added later changes the amounts it lists.
 */
export interface MonthParts {
  month: InvoiceMonth;
  days: number;
  daysInMonth: number;
  /** Σ monthly payment in tiyin × days over the days paid in so'm; a decimal text (it may pass 2⁵³). */
  somWeighted: string;
  bhm: { multiple: number; days: number; fallbackWeighted: string }[];
}

/**
 * Every month a contract was in force, in parts. Each set of terms covers the days from its `from` to the
 * day before the next set's, within its own begin and end dates and never after `lastDay` (the day before
 * the contract stopped being in force, when it did). Months in order; a month no day of which is in force
 * is not listed.
 */
export function invoiceMonthParts(periods: readonly TermsPeriod[], lastDay: LocalDate | null = null): MonthParts[] {
  const months = new Map<
    InvoiceMonth,
    { days: number; daysInMonth: number; som: bigint; bhm: Map<number, { days: number; fallback: bigint }> }
  >();
  periods.forEach((period, i) => {
    const next = periods[i + 1];
    let first = period.from ? maxDate(period.beginDate, period.from) : period.beginDate;
    let last = period.endDate;
    if (next?.from) last = minDate(last, addDays(next.from, -1));
    if (lastDay) last = minDate(last, lastDay);
    // Month by month on the dates' own digits: a projection runs this for every contract it takes, and
    // parsing and formatting each date with dayjs was ~5% of the API's CPU under a load of registrations.
    while (compareLocalDates(first, last) <= 0) {
      const month = first.slice(0, 7);
      const monthEnd = lastDayOf(month);
      const daysInMonth = Number(monthEnd.slice(8, 10));
      const segmentEnd = minDate(monthEnd, last);
      const days = Number(segmentEnd.slice(8, 10)) - Number(first.slice(8, 10)) + 1;
      const entry = months.get(month) ?? { days: 0, daysInMonth, som: 0n, bhm: new Map() };
      entry.days += days;
      const weighted = BigInt(toHundredths(period.monthlyPayment)) * BigInt(days);
      if (period.bhmMultiple === null) entry.som += weighted;
      else {
        const part = entry.bhm.get(period.bhmMultiple) ?? { days: 0, fallback: 0n };
        part.days += days;
        part.fallback += weighted;
        entry.bhm.set(period.bhmMultiple, part);
      }
      months.set(month, entry);
      // The next month's first day; past `last` when the segment ended there.
      first = addDays(monthEnd, 1);
    }
  });
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, e]) => ({
      month,
      days: e.days,
      daysInMonth: e.daysInMonth,
      somWeighted: e.som.toString(),
      bhm: [...e.bhm.entries()].map(([multiple, p]) => ({
        multiple,
        days: p.days,
        fallbackWeighted: p.fallback.toString(),
      })),
    }));
}

/**
 * A month's amount: each day at its terms' monthly payment / days of the month, rounded once, half up, to
 * the tiyin. A payment in BHM is converted at the BHM in force on the first day of the month, since a new
 * BHM takes effect on a month's first day; before the first BHM on record the so'm amount agreed is all
 * there is.
 */
export function monthAmount(parts: MonthParts, bhmValues: readonly BhmValue[]): number {
  const bhm = bhmOn(`${parts.month}-01`, bhmValues);
  let weighted = BigInt(parts.somWeighted);
  for (const p of parts.bhm) {
    weighted +=
      bhm === null ? BigInt(p.fallbackWeighted) : BigInt(toHundredths(somFromBhm(p.multiple, bhm))) * BigInt(p.days);
  }
  return fromHundredths(Number(halfUp(weighted, BigInt(parts.daysInMonth))));
}

/** Every month a contract was in force, with its amount (invoiceMonthParts, each at its month's BHM). */
export function invoiceMonths(
  periods: readonly TermsPeriod[],
  bhmValues: readonly BhmValue[],
  lastDay: LocalDate | null = null,
): MonthInvoice[] {
  return invoiceMonthParts(periods, lastDay).map((parts) => ({
    month: parts.month,
    days: parts.days,
    daysInMonth: parts.daysInMonth,
    amount: monthAmount(parts, bhmValues),
  }));
}

const halfUp = (numerator: bigint, denominator: bigint): bigint => {
  const quotient = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient;
};

/** The month a day falls in. */
export const monthOf = (day: LocalDate): InvoiceMonth => day.slice(0, 7);

/** Lessors with invoices still due are reminded this many days before the month ends. */
export const INVOICE_REMINDER_DAYS_BEFORE = 3;

/** The day a month's reminder goes out: three days before its last day (the 27th of a 30-day month). */
export const invoiceReminderDay = (month: InvoiceMonth): LocalDate =>
  addDays(lastDayOf(month), -INVOICE_REMINDER_DAYS_BEFORE);

/**
 * Where an invoice stands: issued once the lessor recorded its number; otherwise due during its month
 * and overdue once the month has ended without it.
 */
export type InvoiceState = 'DUE' | 'ISSUED' | 'OVERDUE';

export function invoiceState(month: InvoiceMonth, issued: boolean, today: LocalDate): InvoiceState {
  if (issued) return 'ISSUED';
  return month < monthOf(today) ? 'OVERDUE' : 'DUE';
}
