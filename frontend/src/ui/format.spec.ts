import { describe, expect, it } from '@jest/globals';
import { formatPhone, formatSum } from './format';

describe('display formats (spec §2, §9)', () => {
  it.each([
    [6_500_000, '6 500 000'],
    [1000, '1 000'],
    [999, '999'],
    [1234567.5, '1 234 567,50'],
    [0, '0'],
  ])('sum %d is shown as %s', (value, text) => expect(formatSum(value)).toBe(text));

  it('phone follows the mask +998 (11) 111 11 11', () => {
    expect(formatPhone('998901234567')).toBe('+998 (90) 123 45 67');
  });
});
