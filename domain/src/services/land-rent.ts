import { z } from 'zod';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { toHundredths } from '../rules/decimal.js';
import { isLandMultiplier, landMonthlyFee, landMonthlyFeeCap } from '../rules/land-fee.js';
import { NUMERIC_FIELDS, numericField } from '../rules/numeric-fields.js';
import { formatSum } from '../rules/number-format.js';
import { CADASTRAL_NUMBER, contractTermsShape } from '../contracts/contract-terms.schema.js';
import type { LeasedPlot } from '../contracts/contract-events.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart, type KindRules } from './kind.js';

/** The most further plots one land rent takes besides its first (the form offers no more). */
export const MAX_MORE_PLOTS = 9;

/** A further plot's row as typed: either field may still be empty. */
const plotRow = z.object({
  cadastralNumber: z.string().trim().optional(),
  area: numericField(NUMERIC_FIELDS.area).optional(),
});

/**
 * Further plots of the lessor's in one land rent (spec §8 "leased plots exist and all must be filled"):
 * a row begun is a row to finish. An empty field is named in its row, and the list says once that every
 * plot must be filled; a complete row must name a cadastral number.
 */
const morePlotsSchema = z
  .array(plotRow)
  .max(MAX_MORE_PLOTS, MessageKeys.invalidValue)
  .superRefine((rows, ctx) => {
    let incomplete = false;
    rows.forEach((row, i) => {
      if (!row.cadastralNumber) {
        incomplete = true;
        ctx.addIssue({ code: 'custom', path: [i, 'cadastralNumber'], message: MessageKeys.required });
      } else if (!CADASTRAL_NUMBER.test(row.cadastralNumber)) {
        ctx.addIssue({ code: 'custom', path: [i, 'cadastralNumber'], message: MessageKeys.invalidValue });
      }
      if (row.area === undefined) {
        incomplete = true;
        ctx.addIssue({ code: 'custom', path: [i, 'area'], message: MessageKeys.required });
      }
    });
    if (incomplete) ctx.addIssue({ code: 'custom', message: MessageKeys.plotsIncomplete });
  })
  .pipe(z.array(z.object({ cadastralNumber: z.string(), area: z.number() })));

/**
 * Land rent: a plot from the land registry and a multiplier of its land tax rate (1 to 3); the fee
 * follows from them, so the form sends no payment. Further plots of the lessor's may be rented with it,
 * at the same multiplier, each plot named once.
 */
export const landRentSchema = contractTermsShape
  .omit({ monthlyPayment: true, bhmMultiple: true })
  .extend({
    kind: z.literal(ServiceKind.LandRent),
    rentMultiplier: numericField(NUMERIC_FIELDS.rentMultiplier),
    morePlots: morePlotsSchema.optional(),
  })
  .refine(...endAfterStart)
  .superRefine((t, ctx) => {
    const named = new Set([t.cadastralNumber]);
    t.morePlots?.forEach((plot, i) => {
      if (named.has(plot.cadastralNumber))
        ctx.addIssue({ code: 'custom', path: ['morePlots', i, 'cadastralNumber'], message: MessageKeys.plotRepeated });
      named.add(plot.cadastralNumber);
    });
  });

/** What prices a plot: its land tax rate and the m² rented. */
type PricedPlot = Pick<LeasedPlot, 'landTaxRate' | 'area'>;

/** Every plot a land rent takes: its first (the contract's own object, `area` m² of it), then the further ones. */
const plotsOf = (landTaxRate: number, area: number, more: readonly PricedPlot[] = []): PricedPlot[] => [
  { landTaxRate, area },
  ...more,
];

/** The monthly fee of a land rent: each plot's at the agreed multiplier, summed. */
export const landRentMonthlyFee = (
  landTaxRate: number,
  multiplier: number,
  area: number,
  more?: readonly PricedPlot[],
) => plotsOf(landTaxRate, area, more).reduce((sum, p) => sum + landMonthlyFee(p.landTaxRate, multiplier, p.area), 0);

export const landRentRules: KindRules = {
  /** Spec §5: the fee is at most three times the land tax rate per m² of each plot, the multiplier 1 to 3. */
  terms(t, details) {
    const land = details?.land;
    if (!land || !isLandMultiplier(land.multiplier))
      throw new DomainError('LAND_MULTIPLIER_INVALID', MessageKeys.landMultiplierInvalid, 'invalid', 'rentMultiplier');
    const cap = plotsOf(land.landTaxRate, t.area, land.morePlots).reduce(
      (sum, p) => sum + landMonthlyFeeCap(p.landTaxRate, p.area),
      0,
    );
    if (toHundredths(t.monthlyPayment) > toHundredths(cap)) {
      throw new DomainError('LAND_FEE_TOO_HIGH', MessageKeys.landFeeTooHigh, 'invalid', 'monthlyPayment', {
        maximum: formatSum(cap),
      });
    }
  },
};

export const landRent = defineKind(landRentSchema, landRentRules);
