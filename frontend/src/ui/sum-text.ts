/**
 * A sum in so'm as the sum input keeps it while typed: digits, and at most two after a decimal point
 * (tiyin, the scale of every sum the API takes). Shown with space-separated thousands and a decimal comma,
 * as sums are written on the page (412 000,50).
 */

/** Digits grouped by thousands (spec §2 number input: non-negative, space-separated). */
const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The most whole digits a sum has: MAX_SUM (10^13) less a tiyin. */
const SUM = /^\d{0,13}(\.\d{0,2})?$/;

/**
 * What the user typed (grouped, with a comma or a point, perhaps pasted with "so'm") as the kept text, or
 * null when it is not a sum of that scale, so the field keeps what it had.
 */
export function sumFromTyped(typed: string): string | null {
  const text = typed.replace(/[^\d.,]/g, '').replace(',', '.');
  return SUM.test(text) ? text : null;
}

/** The kept text as shown: 1000012.5 → 1 000 012,5. */
export function sumShown(kept: string): string {
  const [whole, fraction] = kept.split('.') as [string, string | undefined];
  return fraction === undefined ? groupDigits(whole) : `${groupDigits(whole)},${fraction}`;
}
