import { describe, expect, it } from '@jest/globals';
import { MessageKeys } from '../i18n-keys.js';
import {
  isPinfl,
  isTin,
  partyIdKind,
  partyIdSchema,
  phoneSchema,
  pinflCheckDigit,
  pinflCheckDigitMatches,
  pinflSchema,
  tinSchema,
} from './identifiers.js';

describe('identifiers (spec §5)', () => {
  it.each([
    ['301234567', true],
    ['30123456', false],
    ['3012345678', false],
    ['30123456a', false],
    [' 301234567', false],
  ])('TIN exactly 9 digits: %s -> %s', (value, ok) => expect(isTin(value)).toBe(ok));

  it.each([
    ['41506199512345', true],
    ['4150619951234', false],
    ['415061995123456', false],
    ['4150619951234x', false],
  ])('PINFL exactly 14 digits: %s -> %s', (value, ok) => expect(isPinfl(value)).toBe(ok));

  it('an id field for a company or person accepts 9 or 14 digits', () => {
    expect(partyIdKind('301234567')).toBe('TIN');
    expect(partyIdKind('41506199512345')).toBe('PINFL');
    expect(partyIdKind('1234567890')).toBeUndefined();
    expect(partyIdSchema.safeParse('1234567890').error?.issues[0]?.message).toBe(MessageKeys.partyIdInvalid);
  });

  it('the schemas answer with the invalid-TIN and invalid-PINFL messages', () => {
    expect(tinSchema.safeParse('12345').error?.issues[0]?.message).toBe(MessageKeys.tinInvalid);
    expect(pinflSchema.safeParse('12345').error?.issues[0]?.message).toBe(MessageKeys.pinflInvalid);
    expect(tinSchema.parse(' 301234567 ')).toBe('301234567');
  });

  it('PINFL check digit: weights 7, 3, 1 over the first 13 digits, mod 10', () => {
    // 3 1 0 1 2 8 5 0 1 2 3 4 5 -> 21+3+0+7+6+8+35+0+1+14+9+4+35 = 143 -> 3
    expect(pinflCheckDigit('3101285012345')).toBe(3);
    expect(pinflCheckDigitMatches('31012850123453')).toBe(true);
    expect(pinflCheckDigitMatches('31012850123454')).toBe(false);
    expect(pinflCheckDigitMatches('3101285012345')).toBe(false);
  });

  it('phone: 998 followed by nine digits', () => {
    expect(phoneSchema.safeParse('998901234567').success).toBe(true);
    expect(phoneSchema.safeParse('99890123456').success).toBe(false);
    expect(phoneSchema.safeParse('+998901234567').success).toBe(false);
    expect(phoneSchema.safeParse('997901234567').error?.issues[0]?.message).toBe(MessageKeys.phoneInvalid);
  });
});
