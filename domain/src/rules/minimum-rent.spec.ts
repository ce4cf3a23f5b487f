import { describe, expect, it } from '@jest/globals';
import { minimumMonthlyRent, minimumRatePerM2, rentTaxPreview } from './minimum-rent.js';
import { somFromBhm } from './money.js';
import { formatArea, formatSum } from './number-format.js';

describe('minimum monthly rent (rate × area × regional coefficient)', () => {
  it.each([
    ['50 m² residential in Tashkent at 28 000 a m²', 28_000, 1, 50, 1_400_000],
    ['120,5 m² non-residential in Tashkent at 45 000', 45_000, 1, 120.5, 5_422_500],
    ['40 m² in a regional centre with a coefficient of 1,5', 26_500, 1.5, 40, 1_590_000],
    [
      '0,33 m² at 5 500 is exactly 1 815 (floats made it 1 815.0000000000002, rounded up to 1 816)',
      5_500,
      1,
      0.33,
      1_815,
    ],
    ['0,07 m² at 13 500 × 1,33 is 1 256,85, rounded up to a whole so‘m', 13_500, 1.33, 0.07, 1_257],
    [
      '1 000 000 m² at 90 000 (45 000 × 2) is 90 000 000 000, exact at the largest area',
      45_000,
      2,
      1_000_000,
      90_000_000_000,
    ],
  ])('%s', (_name, rate, coefficient, area, expected) => {
    expect(minimumMonthlyRent(minimumRatePerM2(rate, coefficient), area)).toBe(expected);
  });

  it.each([0.9, 2.01, Number.NaN])(
    'regional rent coefficient up to 2.0, and at least 1: %s is refused',
    (coefficient) => {
      expect(() => minimumRatePerM2(28_000, coefficient)).toThrow(RangeError);
    },
  );
});

describe('tax preview: taxes are computed from the minimum rate when the rent is lower', () => {
  it('domain-facts example: 50 m² flat in Tashkent → base at least 1 400 000, tax 168 000 a month', () => {
    expect(rentTaxPreview({ monthlyPayment: 1_000_000, minimumRent: 1_400_000, incomeTaxPercent: 12 })).toEqual({
      base: 1_400_000,
      tax: 168_000,
    });
  });

  it('a rent above the minimum is the base itself', () => {
    expect(rentTaxPreview({ monthlyPayment: 2_000_000, minimumRent: 1_400_000, incomeTaxPercent: 12 })).toEqual({
      base: 2_000_000,
      tax: 240_000,
    });
  });

  it('the tax is in whole so‘m, a half going up: 12 % of 1 000 012,50 is 120 001,5, so 120 002', () => {
    expect(rentTaxPreview({ monthlyPayment: 1_000_012.5, minimumRent: 0, incomeTaxPercent: 12 })).toEqual({
      base: 1_000_012.5,
      tax: 120_002,
    });
  });

  it('a legal entity lessor gets the base but no personal income tax', () => {
    expect(rentTaxPreview({ monthlyPayment: 2_000_000, minimumRent: 1_400_000, incomeTaxPercent: null })).toEqual({
      base: 2_000_000,
      tax: null,
    });
  });
});

describe('money', () => {
  it.each([
    [6_500_000, '6 500 000'],
    [1_815, '1 815'],
    [412_000.5, '412 000,50'],
    [0, '0'],
  ])('sums have space-separated thousands: %s → %s', (value, text) => expect(formatSum(value)).toBe(text));

  it.each([
    [850.5, '850,5'],
    [1200, '1 200'],
    [0.25, '0,25'],
  ])('areas drop trailing zeros: %s → %s', (value, text) => expect(formatArea(value)).toBe(text));

  it('so‘m = BHM at the date × the entered multiple: 3 BHM at 412 000 is 1 236 000', () =>
    expect(somFromBhm(3, 412_000)).toBe(1_236_000));
  it('a fractional multiple keeps tiyin: 2,5 BHM at 375 000 is 937 500', () =>
    expect(somFromBhm(2.5, 375_000)).toBe(937_500));
  it('a multiple of hundredths is exact: 1,15 BHM at 375 000 is 431 250 (floats make 431 249,99999999994)', () =>
    expect(somFromBhm(1.15, 375_000)).toBe(431_250));
  it('the largest multiple at 412 000 is exact: 100 000 BHM is 41 200 000 000', () =>
    expect(somFromBhm(100_000, 412_000)).toBe(41_200_000_000));
});
