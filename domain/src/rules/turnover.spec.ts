import { describe, expect, it } from '@jest/globals';
import { termMonthsInYear, turnoverFee } from './turnover.js';

describe('commodity turnover: a year’s fee is the rate of the turnover, at least the minimum of its months', () => {
  it.each([
    ['a term inside one year counts its started months', '2026-03-15', '2026-08-10', 2026, 6],
    ['a term from December counts one month in its first year', '2026-12-01', '2028-11-30', 2026, 1],
    ['a whole middle year counts twelve', '2026-12-01', '2028-11-30', 2027, 12],
    ['the last year counts up to the end month', '2026-12-01', '2028-11-30', 2028, 11],
    ['a year outside the term counts none', '2026-12-01', '2028-11-30', 2029, 0],
  ])('%s', (_name, begin, end, year, months) => expect(termMonthsInYear(begin, end, year)).toBe(months));

  it('2% of 900 000 000 so‘m turnover is 18 000 000, above a minimum of 12 × 1 400 000', () =>
    expect(turnoverFee(900_000_000, 2, 1_400_000, 12)).toEqual({
      fee: 18_000_000,
      minimumAmount: 16_800_000,
      due: 18_000_000,
    }));

  it('a small turnover still owes the minimum of the months it ran', () =>
    expect(turnoverFee(10_000_000, 2, 1_400_000, 3)).toEqual({
      fee: 200_000,
      minimumAmount: 4_200_000,
      due: 4_200_000,
    }));

  it('a rate with a fraction keeps tiyin', () => expect(turnoverFee(1_234_567, 1.5, 0, 12).fee).toBe(18_518.51));

  it('a half tiyin goes up, exactly: 1,5 % of 67 so‘m is 1,005, so 1,01 (floats made 1)', () =>
    expect(turnoverFee(67, 1.5, 0, 12).fee).toBe(1.01));

  it('the largest turnover with tiyin at 100 % is itself, to the tiyin', () =>
    expect(turnoverFee(9_999_999_999_999.99, 100, 833_333_333_333.33, 12)).toEqual({
      fee: 9_999_999_999_999.99,
      minimumAmount: 9_999_999_999_999.96,
      due: 9_999_999_999_999.99,
    }));
});
