import { z } from 'zod';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { toHundredths } from '../rules/decimal.js';
import { isLandMultiplier, landMonthlyFeeCap } from '../rules/land-fee.js';
import { NUMERIC_FIELDS, numericField } from '../rules/numeric-fields.js';
import { formatSum } from '../rules/number-format.js';
import { contractTermsShape } from '../contracts/contract-terms.schema.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart, type KindRules } from './kind.js';

/**
 * Land rent: a plot from the land registry and a multiplier of its land tax rate (1 to 3); the fee
 * follows from them, so the form sends no payment.
 */
export const landRentSchema = contractTermsShape
  .omit({ monthlyPayment: true, bhmMultiple: true })
  .extend({
    kind: z.literal(ServiceKind.LandRent),
    rentMultiplier: numericField(NUMERIC_FIELDS.rentMultiplier),
  })
  .refine(...endAfterStart);

export const landRentRules: KindRules = {
  /** Spec §5: the fee is at most three times the land tax rate per m², the multiplier 1 to 3. */
  terms(t, details) {
    const land = details?.land;
    if (!land || !isLandMultiplier(land.multiplier))
      throw new DomainError('LAND_MULTIPLIER_INVALID', MessageKeys.landMultiplierInvalid, 'invalid', 'rentMultiplier');
    const cap = landMonthlyFeeCap(land.landTaxRate, t.area);
    if (toHundredths(t.monthlyPayment) > toHundredths(cap)) {
      throw new DomainError('LAND_FEE_TOO_HIGH', MessageKeys.landFeeTooHigh, 'invalid', 'monthlyPayment', {
        maximum: formatSum(cap),
      });
    }
  },
};

export const landRent = defineKind(landRentSchema, landRentRules);
