import { describe, expect, it } from '@jest/globals';
import { MessageKeys } from '../i18n-keys.js';
import { contractTermsSchema } from './contract-terms.schema.js';

const valid = {
  contractNumber: 'A-1',
  contractDate: '2026-01-10',
  lesseeId: '301234567',
  cadastralNumber: '10:09:03:01:02:0017',
  area: 12.5,
  monthlyPayment: 1_000_000,
  beginDate: '2026-02-01',
  endDate: '2027-01-31',
};

const issues = (input: object) =>
  Object.fromEntries(
    (contractTermsSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('contract terms schema (the form and the API)', () => {
  it('accepts complete terms', () => expect(issues(valid)).toEqual({}));

  it('names the end date before the start even while other fields are missing', () => {
    expect(issues({ beginDate: '2026-03-01', endDate: '2026-02-01' })).toMatchObject({
      endDate: MessageKeys.endBeforeStart,
      contractNumber: MessageKeys.required,
    });
  });

  it.each([
    ['contractNumber', '', MessageKeys.required],
    ['lesseeId', '12345', MessageKeys.partyIdInvalid],
    ['cadastralNumber', '10-09', MessageKeys.invalidValue],
    ['area', 0, MessageKeys.areaPositive],
    ['monthlyPayment', -1, MessageKeys.amountPositive],
    ['beginDate', '2026-02-30', MessageKeys.dateInvalid],
    ['area', 0.004, MessageKeys.atMostTwoDecimals],
    ['area', 1_499.994, MessageKeys.atMostTwoDecimals],
    ['monthlyPayment', 1_000_000.005, MessageKeys.atMostTwoDecimals],
    ['bhmMultiple', 2.555, MessageKeys.atMostTwoDecimals],
  ])('%s = %j is refused with %s', (field, value, message) => {
    expect(issues({ ...valid, [field]: value })).toEqual({ [field]: message });
  });
});
