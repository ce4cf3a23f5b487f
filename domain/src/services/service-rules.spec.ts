import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import type { Party } from '../contracts/party.js';
import { landMonthlyFee, landMonthlyFeeCap } from '../rules/land-fee.js';
import { assertKindRules } from './service-rules.js';
import { assertSoleProprietor } from './sole-proprietor.js';
import { assertAdjacentAreaLessor } from './adjacent-area.js';

const refusal = (fn: () => void): unknown => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
};
const terms = { beginDate: '2026-12-01', endDate: '2028-11-30', area: 500, monthlyPayment: 500_000 };

describe('spec §5 rules of the service kinds, in the spec’s words', () => {
  const yatt: Party = { id: '41506950140216', type: 'YATT', name: 'Rahimova Dilnoza', active: true };

  it.each([
    [
      'PINFL not found among sole proprietors or self-employed: an individual',
      { ...yatt, type: 'INDIVIDUAL' as const },
      'NOT_SOLE_PROPRIETOR',
      MessageKeys.lesseeNotYatt,
    ],
    [
      'lessee not active: a sole proprietor whose registration ended',
      { ...yatt, active: false },
      'SOLE_PROPRIETOR_NOT_ACTIVE',
      MessageKeys.lesseeNotActive,
    ],
  ])('%s', (_name, party, code, key) =>
    expect(refusal(() => assertSoleProprietor(party, 'lesseeId'))).toMatchObject({
      code,
      messageKey: key,
      field: 'lesseeId',
    }),
  );

  it.each([
    ['an active sole proprietor', yatt],
    ['an active self-employed person', { ...yatt, type: 'SELF_EMPLOYED' as const }],
    ['a sole proprietor whose registry says nothing of status', { ...yatt, active: undefined }],
  ])('a sole proprietor in the list and active is accepted: %s', (_name, party) =>
    expect(() => assertSoleProprietor(party, 'lesseeId')).not.toThrow(),
  );

  const land = { land: { landTaxRate: 6000, multiplier: 2 } };
  it.each([
    ['at the cap', 750_000, undefined],
    ['one so‘m over it', 750_001, 'LAND_FEE_TOO_HIGH'],
  ])('land rent fee at most three times the land tax rate per square metre: %s', (_name, monthlyPayment, code) => {
    const error = refusal(() => assertKindRules('LAND_RENT', { ...terms, monthlyPayment }, land));
    if (code) expect(error).toMatchObject({ code, params: { maximum: '750 000' } });
    else expect(error).toBeUndefined();
  });

  it.each([0.99, 3.01, 1.005])('the multiplier is 1 to 3, to the hundredth: %s is refused', (multiplier) =>
    expect(
      refusal(() => assertKindRules('LAND_RENT', terms, { land: { landTaxRate: 6000, multiplier } })),
    ).toMatchObject({ code: 'LAND_MULTIPLIER_INVALID' }),
  );

  it('a land fee is the land tax of the area times the multiplier, paid monthly', () => {
    expect(landMonthlyFee(6000, 2, 500)).toBe(500_000);
    expect(landMonthlyFeeCap(6000, 500)).toBe(750_000);
  });

  it('a land fee of half a so‘m more rounds up, exactly: 6 000 × 2,35 × 0,58 m² / 12 is 681,5, so 682 (floats made 681)', () =>
    expect(landMonthlyFee(6000, 2.35, 0.58)).toBe(682));

  it('the largest plot at the highest multiplier is exact: 1 000 000 m² × 6 000 × 3 / 12 is 1 500 000 000', () =>
    expect(landMonthlyFeeCap(6000, 1_000_000)).toBe(1_500_000_000));

  it('object area cannot exceed plot area: a mobile-trade spot shrunk below its object is refused', () => {
    const mobileTrade = { objectType: 'KIOSK', usageType: 'FOOD', objectArea: 12 };
    expect(refusal(() => assertKindRules('MOBILE_TRADE', { ...terms, area: 11.99 }, { mobileTrade }))).toBeInstanceOf(
      DomainError,
    );
    expect(refusal(() => assertKindRules('MOBILE_TRADE', { ...terms, area: 12 }, { mobileTrade }))).toBeUndefined();
  });
});

describe('spec §1 and §6: adjacent area is for legal entities only; non-residents', () => {
  it.each([
    ['an individual', 'INDIVIDUAL' as const, 'ADJACENT_AREA_LEGAL_ONLY'],
    ['a sole proprietor', 'YATT' as const, 'ADJACENT_AREA_LEGAL_ONLY'],
    ['a legal entity', 'LEGAL' as const, undefined],
  ])('adjacent-area rent registered by %s', (_name, type, code) =>
    expect(
      (refusal(() => assertAdjacentAreaLessor({ id: '1', type, name: 'X' })) as { code?: string } | undefined)?.code,
    ).toBe(code),
  );
});
