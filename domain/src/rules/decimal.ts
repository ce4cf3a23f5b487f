/**
 * Exact decimals. Areas are kept to hundredths of a square metre and sums to tiyin (hundredths of a
 * so'm): a value with more decimals than its scale is refused at the boundary, and sums and comparisons
 * of such values are made in integer hundredths, never in floating point, so 1,499.99 + 0.01 is exactly
 * 1,500.
 */
export const AREA_SCALE = 2;
export const MONEY_SCALE = 2;

/** Whether `value` is a finite number with at most `scale` decimals (as JSON or a form would carry it). */
export const hasScale = (value: number, scale: number): boolean => Number.isFinite(value) && Number(value.toFixed(scale)) === value;

/** A value of scale 2 as an integer count of hundredths (exact for every value `hasScale(v, 2)` accepts). */
export const toHundredths = (value: number): number => Math.round(value * 100);

/** Hundredths back to the decimal value. */
export const fromHundredths = (hundredths: number): number => hundredths / 100;
