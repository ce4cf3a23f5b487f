import { describe, expect, it } from '@jest/globals';
import { sumFromTyped, sumShown } from './sum-text';

describe('the sum input keeps so‘m to the tiyin, as the API takes them', () => {
  it.each([
    ['4500000', '4500000'],
    ['4 500 000', '4500000'],
    ['1 000 012,5', '1000012.5'],
    ['1000012.57', '1000012.57'],
    ['4 500 000 soʻm', '4500000'],
    ['', ''],
    ['9999999999999,99', '9999999999999.99'],
  ])('given %j typed, when kept, then it is %j', (typed, kept) => expect(sumFromTyped(typed)).toBe(kept));

  it.each([
    ['a third decimal', '1 000 012,575'],
    ['two decimal marks', '1.000,5'],
    ['fourteen whole digits', '10000000000000'],
  ])('given %s, when typed, then the field keeps what it had', (_name, typed) =>
    expect(sumFromTyped(typed)).toBeNull(),
  );

  it.each([
    ['4500000', '4 500 000'],
    ['1000012.5', '1 000 012,5'],
    ['1000012.', '1 000 012,'],
    ['', ''],
  ])('given %j kept, when shown, then it reads %j', (kept, shown) => expect(sumShown(kept)).toBe(shown));
});
