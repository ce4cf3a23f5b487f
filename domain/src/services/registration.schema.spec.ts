import { describe, expect, it } from '@jest/globals';
import { MessageKeys } from '../i18n-keys.js';
import { termLongerThanMonths } from '../rules/term.js';
import { registrationDetails, registrationSchema } from './registration.schema.js';
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
  ])('%s – %s is longer than %s months: %s', (begin, end, months, expected) =>
    expect(termLongerThanMonths(begin, end, months)).toBe(expected),
  );
});

describe('one schema per service kind, told apart by kind', () => {
  it('leasing (term over twelve months): a twelve-month term is refused on the end date', () =>
    expect(issues({ ...base, kind: 'LEASING', endDate: '2027-11-30' })).toEqual([
      ['endDate', MessageKeys.leasingTermTooShort],
    ]));

  it('leasing over twelve months is accepted', () =>
    expect(issues({ ...base, kind: 'LEASING', endDate: '2027-12-01' })).toEqual([]));

  it('other rent and operative management take any term after the start', () => {
    expect(issues({ ...base, kind: 'OTHER_RENT', endDate: '2027-01-01' })).toEqual([]);
    expect(issues({ ...base, kind: 'OPERATIVE', endDate: '2027-01-01' })).toEqual([]);
  });

  it('an end before the start is named once, not also as a short leasing term', () =>
    expect(issues({ ...base, kind: 'LEASING', endDate: '2026-11-01' })).toEqual([
      ['endDate', MessageKeys.endBeforeStart],
    ]));

  it('a kind that cannot be registered yet is refused on kind', () =>
    expect(issues({ ...base, kind: 'SPACESHIP', endDate: '2027-12-01' })[0]?.[0]).toBe('kind'));

  it('the decider keeps the leasing rule on later terms too', () => {
    expect(() =>
      assertKindRules('LEASING', { beginDate: '2026-12-01', endDate: '2027-06-01', area: 1, monthlyPayment: 1 }, null),
    ).toThrow(expect.objectContaining({ code: 'LEASING_TERM_TOO_SHORT', field: 'endDate' }));
    expect(() =>
      assertKindRules(
        'OTHER_RENT',
        { beginDate: '2026-12-01', endDate: '2027-06-01', area: 1, monthlyPayment: 1 },
        null,
      ),
    ).not.toThrow();
  });
});

describe('every numeric field of every kind has scale 2 and is named when it has more decimals', () => {
  const warehouse = {
    ...base,
    kind: 'WAREHOUSE',
    endDate: '2027-12-01',
    turnoverBasis: 'TURNOVER',
    turnoverRate: 1.25,
  };
  const land = { ...base, kind: 'LAND_RENT', endDate: '2027-12-01', rentMultiplier: 2.5, monthlyPayment: undefined };
  const mobile = {
    ...base,
    kind: 'MOBILE_TRADE',
    endDate: '2027-12-01',
    lesseeId: '41506950140216',
    objectType: 'KIOSK',
    usageType: 'FOOD',
    objectArea: 12.25,
  };
  const car = {
    kind: 'CAR_RENT',
    contractNumber: 'A-1',
    contractDate: '2026-11-20',
    lesseeId: '302345678',
    plateNumber: '01A123BC',
    usageType: 'TAXI',
    monthlyPayment: 2_000_000.5,
    beginDate: '2026-12-01',
    endDate: '2027-11-30',
  };

  it.each([
    ['other rent: area', { ...base, kind: 'OTHER_RENT', endDate: '2027-12-01', area: 0.004 }, 'area'],
    [
      'other rent: monthly payment',
      { ...base, kind: 'OTHER_RENT', endDate: '2027-12-01', monthlyPayment: 5_000_000.001 },
      'monthlyPayment',
    ],
    [
      'other rent: BHM multiple',
      { ...base, kind: 'OTHER_RENT', endDate: '2027-12-01', bhmMultiple: 12.125 },
      'bhmMultiple',
    ],
    ['warehouse: turnover rate', { ...warehouse, turnoverRate: 1.255 }, 'turnoverRate'],
    ['land rent: multiplier', { ...land, rentMultiplier: 1.005 }, 'rentMultiplier'],
    ['mobile trade: object area', { ...mobile, objectArea: 12.251 }, 'objectArea'],
    ['car rent: monthly payment', { ...car, monthlyPayment: 2_000_000.555 }, 'monthlyPayment'],
  ])('%s with three decimals is refused on that field alone', (_name, registration, field) =>
    expect(issues(registration)).toEqual([[field, MessageKeys.atMostTwoDecimals]]),
  );

  it('the same values with two decimals are taken', () => {
    for (const registration of [warehouse, land, mobile, car]) expect(issues(registration)).toEqual([]);
  });

  it('a mobile-trade object as large as the rented area, to the hundredth, fits; a hundredth more does not', () => {
    expect(issues({ ...mobile, area: 12.25, objectArea: 12.25 })).toEqual([]);
    expect(issues({ ...mobile, area: 12.25, objectArea: 12.26 })).toEqual([
      ['objectArea', MessageKeys.objectAreaExceedsPlot],
    ]);
  });
});

describe('warehouse, adjacent area and non-resident car rent schemas', () => {
  const warehouse = {
    ...base,
    kind: 'WAREHOUSE',
    endDate: '2027-12-01',
    turnoverBasis: 'STOCK_VALUE',
    turnoverRate: 1.5,
  };
  it('a warehouse contract names its fee basis and a rate above 0 and at most 100 %', () => {
    expect(issues(warehouse)).toEqual([]);
    expect(issues({ ...warehouse, turnoverRate: 0 })).toEqual([['turnoverRate', MessageKeys.turnoverRateInvalid]]);
    expect(issues({ ...warehouse, turnoverRate: 100.5 })).toEqual([['turnoverRate', MessageKeys.turnoverRateInvalid]]);
    expect(issues({ ...warehouse, turnoverBasis: 'GUESS' })).toEqual([['turnoverBasis', MessageKeys.required]]);
  });

  const adjacent = {
    ...base,
    kind: 'ADJACENT_AREA',
    endDate: '2027-12-01',
    adjacentObjectName: 'Kafe',
    locationStage: 'INNER',
  };
  it('adjacent area names the object it serves and where it lies', () => {
    expect(issues(adjacent)).toEqual([]);
    expect(issues({ ...adjacent, adjacentObjectName: '  ', locationStage: undefined })).toEqual([
      ['adjacentObjectName', MessageKeys.required],
      ['locationStage', MessageKeys.required],
    ]);
  });

  const car = {
    kind: 'CAR_RENT_NONRESIDENT',
    contractNumber: 'A-1',
    contractDate: '2026-11-20',
    lesseeId: '209876543',
    plateNumber: '01 456 abd',
    usageType: 'CARGO',
    monthlyPayment: 2_000_000,
    beginDate: '2026-12-01',
    endDate: '2027-11-30',
  };
  it('non-resident car rent names its lessee by a 9-digit TIN; the plate is read without spaces', () => {
    expect(issues({ ...car, plateNumber: '01456abd' })).toEqual([]);
    expect(issues({ ...car, lesseeId: '31012850123453', plateNumber: '01456ABD' })).toEqual([
      ['lesseeId', MessageKeys.tinInvalid],
    ]);
  });
});

describe("the details a registration's own fields make (its kind's definition)", () => {
  const parse = (value: unknown) => registrationSchema.parse(value);
  it('a warehouse keeps its fee basis and rate, a mobile-trade object its type, use and area, other rent nothing', () => {
    const warehouse = parse({
      ...base,
      kind: 'WAREHOUSE',
      endDate: '2027-12-01',
      turnoverBasis: 'TURNOVER',
      turnoverRate: 2.5,
    });
    expect(registrationDetails(warehouse)).toEqual({ warehouse: { basis: 'TURNOVER', ratePercent: 2.5 } });
    const mobile = parse({
      ...base,
      kind: 'MOBILE_TRADE',
      lesseeId: '41506950140216',
      endDate: '2027-12-01',
      objectType: 'KIOSK',
      usageType: 'FOOD',
      objectArea: 12,
    });
    expect(registrationDetails(mobile)).toEqual({
      mobileTrade: { objectType: 'KIOSK', usageType: 'FOOD', objectArea: 12 },
    });
    expect(registrationDetails(parse({ ...base, kind: 'OTHER_RENT', endDate: '2027-12-01' }))).toEqual({});
  });
});

describe('an empty form', () => {
  // What a form sends when nothing was typed: empty text, no numbers, the kind's empty sections.
  const empty = {
    contractNumber: '',
    contractDate: '',
    lesseeId: '',
    cadastralNumber: '',
    plateNumber: '',
    usageType: '',
    beginDate: '',
    endDate: '',
  };

  it.each(['OTHER_RENT', 'LEASING', 'CAR_RENT', 'CAR_RENT_NONRESIDENT', 'FOREIGN_COMPANY', 'MOBILE_TRADE'])(
    '%s names every empty field as required, none with a format hint',
    (kind) => {
      // A field shows its first message (the forms' fieldErrors, the API's error filter).
      const shown = new Map<string, string>();
      for (const [field, message] of issues({ ...empty, kind })) if (!shown.has(field)) shown.set(field, message);
      expect(shown.size).toBeGreaterThan(4);
      expect([...shown].filter(([, message]) => message !== MessageKeys.required)).toEqual([]);
    },
  );

  it('an end date before the start is named beside the empty fields', () =>
    expect(issues({ ...empty, kind: 'OTHER_RENT', beginDate: '2026-12-10', endDate: '2026-12-05' })).toContainEqual([
      'endDate',
      MessageKeys.endBeforeStart,
    ]));

  it('a field that holds something is still checked for its form', () =>
    expect(issues({ ...base, kind: 'OTHER_RENT', endDate: '31.12.2027', lesseeId: '12' })).toEqual([
      ['endDate', MessageKeys.dateInvalid],
      ['lesseeId', MessageKeys.partyIdInvalid],
    ]));
});
