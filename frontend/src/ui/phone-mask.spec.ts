import { describe, expect, it } from '@jest/globals';
import { caretAfter, editPhone, maskPhone, subscriberDigits } from './phone-mask';

describe('the phone mask of spec §9 while typing', () => {
  it.each([
    ['', ''],
    ['9', '+998 (9'],
    ['90', '+998 (90'],
    ['901', '+998 (90) 1'],
    ['90123', '+998 (90) 123'],
    ['901234', '+998 (90) 123 4'],
    ['9012345', '+998 (90) 123 45'],
    ['901234567', '+998 (90) 123 45 67'],
  ])('%s is shown as %s', (digits, shown) => expect(maskPhone(digits)).toBe(shown));

  it.each([
    ['+998 (90) 123 4', '901234'],
    ['998901234567', '901234567'],
    ['+998 90 123 45 67', '901234567'],
    ['901234567', '901234567'],
    ['90 123-45-67', '901234567'],
    ['+998 (99) 8', '998'],
    ['+998 (90) 123 45 678', '901234567'],
  ])('typed or pasted %s keeps %s', (text, digits) => expect(subscriberDigits(text)).toBe(digits));

  it('typing a digit at the end moves the caret past the separator it brings', () =>
    expect(editPhone('90', '+998 (901', 9)).toEqual({ digits: '901', caret: '+998 (90) 1'.length }));

  it('a digit typed inside the number keeps the caret after it', () =>
    // "+998 (90) 1|23" and 7 typed there.
    expect(editPhone('90123', '+998 (90) 1723', 12)).toEqual({ digits: '901723', caret: 12 }));

  it('backspace just after a separator deletes the digit before it', () =>
    // "+998 (90) 123 |45": the space is deleted, so the 3 goes.
    expect(editPhone('9012345', '+998 (90) 12345', 13)).toEqual({ digits: '901245', caret: 12 }));

  it('the same number filled in again, unmasked, is kept whole', () =>
    expect(editPhone('907777777', '907777777', 9)).toEqual({ digits: '907777777', caret: 19 }));

  it('deleting every digit leaves the field empty', () =>
    expect(editPhone('9', '+998 (', 6)).toEqual({ digits: '', caret: 0 }));

  it('the caret before any digit stands after "+998 ("', () => expect(caretAfter('+998 (90', 0)).toBe(6));
});
