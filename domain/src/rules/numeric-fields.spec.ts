import { describe, expect, it } from '@jest/globals';
import { MessageKeys } from '../i18n-keys.js';
import { NUMERIC_FIELDS, numericField } from './numeric-fields.js';

const FIELDS = Object.entries(NUMERIC_FIELDS);

/** The message of the first issue, as the API's error body names it, or null when the value is taken. */
const refusal = (field: (typeof NUMERIC_FIELDS)[keyof typeof NUMERIC_FIELDS], value: unknown): string | null => {
  const parsed = numericField(field).safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

/** The least step of a field's scale: 0.01 or 1. */
const step = (scale: number) => 10 ** -scale;

describe('every numeric field of the API, built from its scale and bounds', () => {
  it.each(FIELDS)('given %s, when its least and its greatest value are sent, then both are taken', (_name, field) => {
    expect(refusal(field, field.min)).toBeNull();
    expect(refusal(field, field.max)).toBeNull();
  });

  it.each(FIELDS)(
    'given %s, when a value has one decimal more than its scale, then its decimals are named',
    (_name, field) =>
      expect(refusal(field, field.min + step(field.scale) / 10 + step(field.scale))).toBe(field.tooPrecise),
  );

  it.each(FIELDS)('given %s, when a value is a step below its least, then it is too small', (_name, field) =>
    expect(refusal(field, Number((field.min - step(field.scale)).toFixed(field.scale)))).toBe(field.tooSmall),
  );

  it.each(FIELDS)('given %s, when a value is a step above its greatest, then it is too large', (_name, field) =>
    expect(refusal(field, Number((field.max + step(field.scale)).toFixed(field.scale)))).toBe(field.tooLarge),
  );

  it.each(FIELDS)(
    'given %s, when nothing usable is sent (text, NaN, infinity), then it is required',
    (_name, field) => {
      for (const value of ['12', Number.NaN, Number.POSITIVE_INFINITY, undefined])
        expect(refusal(field, value)).toBe(MessageKeys.required);
    },
  );

  it('given the areas the outside test sent, when validated, then 0,004 and 1 499,994 m² are named for their decimals', () => {
    expect(refusal(NUMERIC_FIELDS.area, 0.004)).toBe(MessageKeys.atMostTwoDecimals);
    expect(refusal(NUMERIC_FIELDS.area, 1_499.994)).toBe(MessageKeys.atMostTwoDecimals);
    expect(refusal(NUMERIC_FIELDS.area, 1_499.99)).toBeNull();
  });

  it('given sums near the greatest, when validated, then the last tiyin below it is taken and a third decimal is not', () => {
    expect(refusal(NUMERIC_FIELDS.monthlyPayment, 9_999_999_999_999.99)).toBeNull();
    expect(refusal(NUMERIC_FIELDS.turnoverAmount, 9_999_999_999_999.99)).toBeNull();
    expect(refusal(NUMERIC_FIELDS.monthlyPayment, 1_234_567.891)).toBe(MessageKeys.atMostTwoDecimals);
  });

  it('every decimal field has scale 2, so one message (“at most two digits after the point”) says it', () =>
    expect(FIELDS.filter(([, f]) => f.scale !== 0 && f.tooPrecise !== MessageKeys.atMostTwoDecimals)).toEqual([]));
});
