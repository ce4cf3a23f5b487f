import dayjs from 'dayjs';
import { exactProduct } from './decimal.js';
import type { LocalDate } from './local-date.js';

/**
 * Warehouse and storage services (spec §1, §3 "commodity turnover"): each year the fee is a rate per cent
 * of the year's commodity turnover (or of the value of goods kept), but never less than the minimum rent
 * of the months of that year the contract runs.
 */

/** Whole or started months of the term `begin`–`end` (both days included) that fall in `year`. */
export function termMonthsInYear(begin: LocalDate, end: LocalDate, year: number): number {
  const from = dayjs(begin > `${year}-01-01` ? begin : `${year}-01-01`);
  const to = dayjs(end < `${year}-12-31` ? end : `${year}-12-31`);
  if (to.isBefore(from)) return 0;
  return to.year() * 12 + to.month() - (from.year() * 12 + from.month()) + 1;
}

export interface TurnoverFee {
  /** The rate's share of the amount. */
  fee: number;
  /** The minimum rent of the year's months of the term. */
  minimumAmount: number;
  /** What is due for the year: the fee, but at least the minimum. */
  due: number;
}

/** The year's fee: `ratePercent` of `amount`, rounded half up to the tiyin; the minimum is exact. */
export function turnoverFee(amount: number, ratePercent: number, minimumMonthly: number, months: number): TurnoverFee {
  const fee = exactProduct([amount, ratePercent], { scale: 2, rounding: 'halfUp', divideBy: 100 });
  const minimumAmount = exactProduct([minimumMonthly, months], { scale: 2, rounding: 'halfUp' });
  return { fee, minimumAmount, due: Math.max(fee, minimumAmount) };
}
