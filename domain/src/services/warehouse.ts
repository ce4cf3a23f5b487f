import { z } from 'zod';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { hasScale } from '../rules/decimal.js';
import { NUMERIC_FIELDS, numericField } from '../rules/numeric-fields.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart, type KindRules, realEstateShape } from './kind.js';

/** What a warehouse's fee is a share of: the goods that passed through it in a year, or the stock it keeps. */
export const TURNOVER_BASES = ['TURNOVER', 'STOCK_VALUE'] as const;
export type TurnoverBasis = (typeof TURNOVER_BASES)[number];

/**
 * Warehouse and storage services: premises of the lessor's, the usual monthly payment (at least the
 * minimum rent), and a fee of `turnoverRate` per cent of each year's commodity turnover or goods stock
 * value, which the lessor records year by year on the turnover screen (rules/turnover.ts).
 */
export const warehouseSchema = realEstateShape(ServiceKind.Warehouse)
  .extend({
    turnoverBasis: z.enum(TURNOVER_BASES, { error: MessageKeys.required }),
    turnoverRate: numericField(NUMERIC_FIELDS.turnoverRate),
  })
  .refine(...endAfterStart);

export const warehouseRules: KindRules = {
  terms(_t, details) {
    const w = details?.warehouse;
    const { min, max, scale } = NUMERIC_FIELDS.turnoverRate;
    if (!w || !(w.ratePercent >= min && w.ratePercent <= max))
      throw new DomainError('TURNOVER_RATE_INVALID', MessageKeys.turnoverRateInvalid, 'invalid', 'turnoverRate');
    if (!hasScale(w.ratePercent, scale))
      throw new DomainError('TOO_MANY_DECIMALS', MessageKeys.atMostTwoDecimals, 'invalid', 'turnoverRate');
  },
};

/** The turnover screen's body: a year and that year's turnover (or goods stock value), in so'm. */
export const turnoverSchema = z.object({
  year: numericField(NUMERIC_FIELDS.turnoverYear),
  amount: numericField(NUMERIC_FIELDS.turnoverAmount),
});
export type TurnoverInput = z.infer<typeof turnoverSchema>;

export const warehouse = defineKind(warehouseSchema, warehouseRules, (t) => ({
  warehouse: { basis: t.turnoverBasis, ratePercent: t.turnoverRate },
}));
