/**
 * Exact decimals. Areas are kept to hundredths of a square metre and sums to tiyin (hundredths of a
 * so'm): a value with more decimals than its scale is refused at the boundary, and sums and comparisons
 * of such values are made in integer hundredths, never in floating point, so 1,499.99 + 0.01 is exactly
 * 1,500. Each field's scale and bounds are listed in numeric-fields.ts.
 */
export const AREA_SCALE = 2;
export const MONEY_SCALE = 2;

/** Whether `value` is a finite number with at most `scale` decimals (as JSON or a form would carry it). */
export const hasScale = (value: number, scale: number): boolean =>
  Number.isFinite(value) && Number(value.toFixed(scale)) === value;

/** A value of scale 2 as an integer count of hundredths (exact for every value `hasScale(v, 2)` accepts). */
export const toHundredths = (value: number): number => Math.round(value * 100);

/** Hundredths back to the decimal value. */
export const fromHundredths = (hundredths: number): number => hundredths / 100;

/** Sums of scale 2 added exactly, as hundredths. */
export const exactSum = (values: readonly number[]): number =>
  fromHundredths(values.reduce((total, v) => total + toHundredths(v), 0));

/**
 * How a result finer than its scale is made to fit it: `halfUp` to the nearest, a half going up (the
 * usual rounding of sums); `up` to the next unit whenever anything is left over (a minimum that must be
 * reached in full).
 */
export type Rounding = 'halfUp' | 'up';

/** `numerator / denominator` of non-negative integers, rounded to a whole number by `rounding`. */
function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('exact products are of non-negative values');
  const quotient = numerator / denominator;
  const rest = numerator % denominator;
  if (rest === 0n) return quotient;
  if (rounding === 'up') return quotient + 1n;
  return 2n * rest >= denominator ? quotient + 1n : quotient;
}

export interface ProductOptions {
  /** Decimals of the result: 0 for whole so'm, 2 for tiyin. */
  scale: 0 | 2;
  rounding: Rounding;
  /** A whole number the product is divided by before rounding (12 months, 100 per cent). */
  divideBy?: number;
}

/**
 * The product of non-negative values of scale 2 (areas, sums, rates, multiples, whole counts), divided by
 * `divideBy` and rounded once, at the end, to the result's scale. Each factor is taken as its integer
 * hundredths and the product is made in bigint, so no step depends on float error and no intermediate
 * value passes out of the safe integers: 0.29 × 100 is 29, 5 500 × 0.33 is 1 815.
 */
export function exactProduct(factors: readonly number[], { scale, rounding, divideBy = 1 }: ProductOptions): number {
  if (!Number.isSafeInteger(divideBy) || divideBy <= 0)
    throw new RangeError(`divideBy is a positive whole number, not ${divideBy}`);
  const numerator = factors.reduce((product, f) => product * BigInt(toHundredths(f)), scale === 0 ? 1n : 100n);
  const denominator = 100n ** BigInt(factors.length) * BigInt(divideBy);
  const units = Number(divideRounded(numerator, denominator, rounding));
  return scale === 0 ? units : fromHundredths(units);
}
