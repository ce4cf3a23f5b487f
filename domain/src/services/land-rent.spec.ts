import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { landRentMonthlyFee, landRentRules, landRentSchema } from './land-rent.js';

const base = {
  kind: 'LAND_RENT',
  contractNumber: 'Y-1',
  contractDate: '2026-11-20',
  lesseeId: '302345678',
  cadastralNumber: '10:11:01:04:05:0300',
  area: 500,
  rentMultiplier: 2,
  beginDate: '2026-12-01',
  endDate: '2028-12-01',
};

const issues = (value: unknown) => {
  const parsed = landRentSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('land rent of several plots (spec §8 "leased plots exist and all must be filled")', () => {
  it('takes further plots, each with its cadastral number and area', () =>
    expect(issues({ ...base, morePlots: [{ cadastralNumber: '10:11:01:04:05:0301', area: 300 }] })).toEqual([]));

  it('a begun row with an empty field names that field and says once that every plot must be filled', () =>
    expect(
      issues({
        ...base,
        morePlots: [
          { cadastralNumber: '10:11:01:04:05:0301', area: 300 },
          { cadastralNumber: '', area: 20 },
          { cadastralNumber: '10:11:01:04:05:0302' },
        ],
      }),
    ).toEqual([
      ['morePlots.1.cadastralNumber', MessageKeys.required],
      ['morePlots.2.area', MessageKeys.required],
      ['morePlots', MessageKeys.plotsIncomplete],
    ]));

  it('a plot named twice, or the first plot named again, is refused on the row that repeats it', () =>
    expect(
      issues({
        ...base,
        morePlots: [
          { cadastralNumber: '10:11:01:04:05:0301', area: 300 },
          { cadastralNumber: '10:11:01:04:05:0301', area: 10 },
          { cadastralNumber: base.cadastralNumber, area: 10 },
        ],
      }),
    ).toEqual([
      ['morePlots.1.cadastralNumber', MessageKeys.plotRepeated],
      ['morePlots.2.cadastralNumber', MessageKeys.plotRepeated],
    ]));

  it('a row’s cadastral number and area are checked as the first plot’s are', () =>
    expect(issues({ ...base, morePlots: [{ cadastralNumber: '10-11', area: 0 }] })).toEqual([
      ['morePlots.0.area', MessageKeys.areaPositive],
      ['morePlots.0.cadastralNumber', MessageKeys.invalidValue],
    ]));

  const more = [
    { cadastralNumber: '10:11:01:04:05:0301', address: 'Toshkent', totalArea: 1000, landTaxRate: 3000, area: 300 },
  ];

  it('the fee is each plot’s at the one multiplier, summed', () => {
    // 6 000 × 2 × 500 / 12 = 500 000; 3 000 × 2 × 300 / 12 = 150 000.
    expect(landRentMonthlyFee(6000, 2, 500)).toBe(500_000);
    expect(landRentMonthlyFee(6000, 2, 500, more)).toBe(650_000);
  });

  it('the cap is three times the land tax of every plot: more than that is refused, naming it', () => {
    const terms = { beginDate: base.beginDate, endDate: base.endDate, area: 500 };
    const details = { land: { landTaxRate: 6000, multiplier: 3, morePlots: more } };
    expect(() => landRentRules.terms!({ ...terms, monthlyPayment: 975_000 }, details)).not.toThrow();
    const refusal = (() => {
      try {
        landRentRules.terms!({ ...terms, monthlyPayment: 975_001 }, details);
      } catch (e) {
        return e as DomainError;
      }
    })();
    expect(refusal).toMatchObject({ code: 'LAND_FEE_TOO_HIGH', params: { maximum: '975 000' } });
  });
});
