import { exactProduct, hasScale } from './decimal.js';

/**
 * Land rent (spec §5, §9): the yearly fee of a plot is the land tax rate per m² times a multiplier of
 * 1 to 3, so the fee is at most three times the land tax. Paid monthly: a twelfth of the yearly fee.
 */
export const LAND_MULTIPLIER_MIN = 1;
export const LAND_MULTIPLIER_MAX = 3;

/** The monthly fee of `area` m² at `multiplier` × `landTaxRate` (so'm per m² a year), in whole so'm, half up. */
export const landMonthlyFee = (landTaxRate: number, multiplier: number, area: number): number =>
  exactProduct([landTaxRate, multiplier, area], { scale: 0, rounding: 'halfUp', divideBy: 12 });

/** The most a plot's monthly fee may be: three times the land tax on its area. */
export const landMonthlyFeeCap = (landTaxRate: number, area: number): number =>
  landMonthlyFee(landTaxRate, LAND_MULTIPLIER_MAX, area);

/** A multiplier of 1 to 3, to the hundredth (its scale in numeric-fields.ts). */
export const isLandMultiplier = (m: number): boolean =>
  hasScale(m, 2) && m >= LAND_MULTIPLIER_MIN && m <= LAND_MULTIPLIER_MAX;
