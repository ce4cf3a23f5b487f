import { describe, expect, it } from '@jest/globals';
import { checkRemoval, refusedFields } from './removal-form';

describe('a removal from the register, checked as the API checks it before it is signed', () => {
  it('is signed and sent as the API takes it: the date as ISO, the reason as written', () =>
    expect(checkRemoval({ removalDate: '25.11.2026', reason: 'Sud qarori № 7' })).toEqual({
      removal: { removalDate: '2026-11-25', reason: 'Sud qarori № 7' },
    }));

  it('refuses a reason left out and a date left out, each on its field', () =>
    expect(checkRemoval({ removalDate: '', reason: '   ' })).toEqual({
      errors: { removalDate: 'errors.fillAllInformation', reason: 'errors.reasonRequired' },
    }));

  it('refuses a date that is none (31 February) or only partly typed', () => {
    expect(checkRemoval({ removalDate: '31.02.2027', reason: 'Sabab' })).toEqual({
      errors: { removalDate: 'errors.dateInvalid' },
    });
    expect(checkRemoval({ removalDate: '12.11', reason: 'Sabab' })).toEqual({
      errors: { removalDate: 'errors.dateInvalid' },
    });
  });

  it('places the API’s refusal of a field on it, and leaves any other refusal to the dialog', () => {
    expect(refusedFields({ reason: 'errors.textTooLong' })).toEqual({ reason: 'errors.textTooLong' });
    expect(refusedFields({ signature: 'errors.signatureRequired' })).toBeNull();
  });
});
