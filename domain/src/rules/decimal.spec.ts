import { describe, expect, it } from '@jest/globals';
import { exactProduct, fromHundredths, hasScale, toHundredths } from './decimal.js';
import { MAX_SUM } from './numeric-fields.js';

describe('values of scale 2: what the boundary lets through', () => {
  it.each([
    [1_499.99, true],
    [0.01, true],
    [0.29, true],
    [9_999_999_999_999.99, true],
    [1_499.994, false],
    [0.004, false],
    // 1.005 is stored as 1.00499999…: it is not a value of two decimals either.
    [1.005, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('given %s, when its scale is checked against 2, then it is accepted: %s', (value, expected) =>
    expect(hasScale(value, 2)).toBe(expected),
  );
});

describe('sums and comparisons in integer hundredths', () => {
  it('given 1 499,99 m² held and 0,01 m² more, when added in hundredths, then they are exactly the 1 500 m² of the object', () => {
    const held = toHundredths(1_499.99) + toHundredths(0.01);
    expect(held).toBe(toHundredths(1_500));
    expect(fromHundredths(held)).toBe(1_500);
  });

  it('given 0,1 + 0,2 m², when added in hundredths, then they are 0,3 (floats make 0.30000000000000004)', () =>
    expect(fromHundredths(toHundredths(0.1) + toHundredths(0.2))).toBe(0.3));

  it('given the largest sum with tiyin, when taken in hundredths, then the count is a safe integer and comes back the same', () => {
    const hundredths = toHundredths(9_999_999_999_999.99);
    expect(hundredths).toBe(999_999_999_999_999);
    expect(Number.isSafeInteger(toHundredths(MAX_SUM))).toBe(true);
    expect(fromHundredths(hundredths)).toBe(9_999_999_999_999.99);
  });
});

describe('exact products, rounded once at the end', () => {
  it.each([
    ['0,29 × 100 is 29 (floats make 28.999999999999996)', [0.29, 100], 2, 29],
    ['4,35 × 100 is 435 (floats make 434.99999999999994)', [4.35, 100], 2, 435],
    ['1,15 × 375 000 is 431 250 (floats make 431249.99999999994)', [1.15, 375_000], 2, 431_250],
    ['5 500 × 0,33 is 1 815 whole so‘m', [5_500, 0.33], 0, 1_815],
  ] as const)('given %s', (_name, factors, scale, expected) =>
    expect(exactProduct(factors, { scale, rounding: 'halfUp' })).toBe(expected),
  );

  it.each([
    ['a half goes up', [1_234_567, 1.5], 100, 'halfUp', 18_518.51],
    ['less than a half goes down', [1_234_568.01, 1.5], 100, 'halfUp', 18_518.52],
    ['“up” takes the next tiyin for any rest', [1_234_568.01, 1.5], 100, 'up', 18_518.53],
    ['“up” keeps an exact result', [1_000, 1.5], 100, 'up', 15],
    ['“up” of a rest of 0,0001', [0.01, 0.01], 1, 'up', 0.01],
    ['half up of a rest of 0,0001', [0.01, 0.01], 1, 'halfUp', 0],
  ] as const)(
    'given the rounding rule, when a product has a rest: %s',
    (_name, factors, divideBy, rounding, expected) =>
      expect(exactProduct(factors, { scale: 2, rounding, divideBy })).toBe(expected),
  );

  it('given the largest sum with tiyin at 99,99 %, when the fee is worked out, then it is exact to the tiyin far past the safe integers', () =>
    // 999 999 999 999 999 hundredths × 9 999 hundredths of a per cent is about 10^19: bigint, not a double.
    expect(exactProduct([9_999_999_999_999.99, 99.99], { scale: 2, rounding: 'halfUp', divideBy: 100 })).toBe(
      9_998_999_999_999.99,
    ));

  it('given 1 000 000 m² at 6 000 so‘m a year × 3, when a twelfth is taken, then it is 1 500 000 000 whole so‘m', () =>
    expect(exactProduct([6_000, 3, 1_000_000], { scale: 0, rounding: 'halfUp', divideBy: 12 })).toBe(1_500_000_000));

  it.each([
    ['a negative factor', [-1, 2], 1],
    ['a divisor of 0', [1, 2], 0],
    ['a divisor that is not whole', [1, 2], 1.5],
  ] as const)('given %s, when multiplied, then it is refused, not guessed', (_name, factors, divideBy) =>
    expect(() => exactProduct(factors, { scale: 2, rounding: 'halfUp', divideBy })).toThrow(RangeError),
  );
});
