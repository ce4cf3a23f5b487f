import { z } from 'zod';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { endAfterStart, type KindRules, realEstateShape } from './kind.js';

/** What a warehouse's fee is a share of: the goods that passed through it in a year, or the stock it keeps. */
export const TURNOVER_BASES = ['TURNOVER', 'STOCK_VALUE'] as const;
export type TurnoverBasis = (typeof TURNOVER_BASES)[number];

const rate = z
  .number({ error: MessageKeys.required })
  .finite(MessageKeys.invalidValue)
  .positive(MessageKeys.turnoverRateInvalid)
  .max(100, MessageKeys.turnoverRateInvalid);

/**
 * Warehouse and storage services: premises of the lessor's, the usual monthly payment (at least the
 * minimum rent), and a fee of `turnoverRate` per cent of each year's commodity turnover or goods stock
 * value, which the lessor records year by year on the turnover screen (rules/turnover.ts).
 */
export const warehouseSchema = realEstateShape(ServiceKind.Warehouse)
  .extend({ turnoverBasis: z.enum(TURNOVER_BASES, { error: MessageKeys.required }), turnoverRate: rate })
  .refine(...endAfterStart);

export const warehouseRules: KindRules = {
  terms(_t, details) {
    const w = details?.warehouse;
    if (!w || !(w.ratePercent > 0 && w.ratePercent <= 100)) throw new DomainError('TURNOVER_RATE_INVALID', MessageKeys.turnoverRateInvalid, 'invalid', 'turnoverRate');
  },
};

/** The turnover screen's body: a year and that year's turnover (or goods stock value), in so'm. */
export const turnoverSchema = z.object({
  year: z.number({ error: MessageKeys.required }).int(MessageKeys.turnoverYearInvalid).min(2000, MessageKeys.turnoverYearInvalid).max(2100, MessageKeys.turnoverYearInvalid),
  amount: z.number({ error: MessageKeys.required }).finite(MessageKeys.invalidValue).min(0, MessageKeys.amountNotNegative).max(1e15, MessageKeys.invalidValue),
});
export type TurnoverInput = z.infer<typeof turnoverSchema>;
