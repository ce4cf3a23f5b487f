import { describe, expect, it } from '@jest/globals';
import { MessageKeys } from '../i18n-keys.js';
import { termLongerThanMonths } from '../rules/term.js';
import { registrationSchema } from './registration.schema.js';
import { assertKindRules } from './service-rules.js';

const base = {
  contractNumber: 'L-1',
  contractDate: '2026-11-20',
  lesseeId: '302345678',
  cadastralNumber: '10:09:03:01:02:0017',
  area: 100,
  monthlyPayment: 5_000_000,
  beginDate: '2026-12-01',
};

const issues = (value: unknown) => {
  const parsed = registrationSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('term over twelve months', () => {
  it.each([
    ['2026-12-01', '2027-11-30', 12, false],
    ['2026-12-01', '2027-12-01', 12, true],
    ['2024-02-29', '2025-02-28', 12, true],
    ['2026-01-31', '2026-02-27', 1, false],
  ])('%s – %s is longer than %s months: %s', (begin, end, months, expected) => expect(termLongerThanMonths(begin, end, months)).toBe(expected));
});

describe('one schema per service kind, told apart by kind', () => {
  it('leasing (term over twelve months): a twelve-month term is refused on the end date', () =>
    expect(issues({ ...base, kind: 'LEASING', endDate: '2027-11-30' })).toEqual([['endDate', MessageKeys.leasingTermTooShort]]));

  it('leasing over twelve months is accepted', () => expect(issues({ ...base, kind: 'LEASING', endDate: '2027-12-01' })).toEqual([]));

  it('other rent and operative management take any term after the start', () => {
    expect(issues({ ...base, kind: 'OTHER_RENT', endDate: '2027-01-01' })).toEqual([]);
    expect(issues({ ...base, kind: 'OPERATIVE', endDate: '2027-01-01' })).toEqual([]);
  });

  it('an end before the start is named once, not also as a short leasing term', () =>
    expect(issues({ ...base, kind: 'LEASING', endDate: '2026-11-01' })).toEqual([['endDate', MessageKeys.endBeforeStart]]));

  it('a kind that cannot be registered yet is refused on kind', () => expect(issues({ ...base, kind: 'SPACESHIP', endDate: '2027-12-01' })[0]?.[0]).toBe('kind'));

  it('the decider keeps the leasing rule on later terms too', () => {
    expect(() => assertKindRules('LEASING', { beginDate: '2026-12-01', endDate: '2027-06-01', area: 1, monthlyPayment: 1 }, null)).toThrow(expect.objectContaining({ code: 'LEASING_TERM_TOO_SHORT', field: 'endDate' }));
    expect(() => assertKindRules('OTHER_RENT', { beginDate: '2026-12-01', endDate: '2027-06-01', area: 1, monthlyPayment: 1 }, null)).not.toThrow();
  });
});
