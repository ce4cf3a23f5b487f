import { exactProduct } from './decimal.js';

/**
 * Minimum monthly rent (spec §1, §5; domain-facts "Minimum monthly rent"). The figures themselves are
 * reference data (a table by year, settlement zone and use, plus regional coefficients); this file only
 * says how they combine, so that the rule is the same on the form, in the API and in the decider.
 */

/** Where the object lies, as the rate table distinguishes it (the cadastre's zone data). */
export const SettlementZone = {
  TashkentCity: 'TASHKENT_CITY',
  RegionalCentre: 'REGIONAL_CENTRE',
  Other: 'OTHER',
} as const;
export type SettlementZoneCode = (typeof SettlementZone)[keyof typeof SettlementZone];
export const SETTLEMENT_ZONES = Object.values(SettlementZone) as readonly SettlementZoneCode[];

export const PropertyUse = {
  Residential: 'RESIDENTIAL',
  NonResidential: 'NON_RESIDENTIAL',
} as const;
export type PropertyUseCode = (typeof PropertyUse)[keyof typeof PropertyUse];
export const PROPERTY_USES = Object.values(PropertyUse) as readonly PropertyUseCode[];

/** The law allows local raising coefficients up to this (spec §1, §9). */
export const MAX_REGIONAL_COEFFICIENT = 2;

/**
 * So'm per m² per month after the regional coefficient: what one square metre must bring at least, rounded
 * half up to the tiyin.
 */
export function minimumRatePerM2(ratePerM2: number, coefficient: number): number {
  if (!(coefficient >= 1 && coefficient <= MAX_REGIONAL_COEFFICIENT)) {
    throw new RangeError(`A regional coefficient lies between 1 and ${MAX_REGIONAL_COEFFICIENT}, not ${coefficient}`);
  }
  return exactProduct([ratePerM2, coefficient], { scale: 2, rounding: 'halfUp' });
}

/**
 * The least monthly rent of `area` m² at `ratePerM2` (after the coefficient), in whole so'm: rounded up,
 * since a minimum is reached only in full. Exact: 5 500 × 0.33 m² is 1 815, not the float's 1 815.0000000000002
 * that rounded up to 1 816.
 */
export const minimumMonthlyRent = (ratePerM2: number, area: number): number =>
  exactProduct([ratePerM2, area], { scale: 0, rounding: 'up' });

/**
 * The monthly tax preview of the form: the base is the rent but never less than the minimum; an
 * individual lessor pays the personal income tax rate on it (domain-facts "Tax on rent").
 */
export function rentTaxPreview(input: {
  monthlyPayment: number;
  minimumRent: number;
  incomeTaxPercent: number | null;
}) {
  const base = Math.max(input.monthlyPayment, input.minimumRent);
  // In whole so'm, half up.
  const tax =
    input.incomeTaxPercent === null
      ? null
      : exactProduct([base, input.incomeTaxPercent], { scale: 0, rounding: 'halfUp', divideBy: 100 });
  return { base, tax };
}
