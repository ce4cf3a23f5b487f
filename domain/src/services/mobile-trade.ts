import { z } from 'zod';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { toHundredths } from '../rules/decimal.js';
import { pinflSchema } from '../rules/identifiers.js';
import { NUMERIC_FIELDS, numericField } from '../rules/numeric-fields.js';
import { contractTermsShape } from '../contracts/contract-terms.schema.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart, type KindRules } from './kind.js';
import { assertSoleProprietor } from './sole-proprietor.js';

export const MOBILE_OBJECT_TYPES = ['KIOSK', 'PAVILION', 'TRAILER', 'TENT', 'VENDING_MACHINE'] as const;
export const MOBILE_USAGE_TYPES = ['FOOD', 'NON_FOOD', 'SERVICES', 'CATERING'] as const;

/**
 * Mobile trade object rent: a spot for a kiosk, trailer or tent; the object's type, what it is used for
 * and its own area, which cannot exceed the rented area. The lessee is a sole proprietor or self-employed.
 */
/** Spec §5: object area cannot exceed plot area, compared in hundredths of a square metre. */
const objectExceedsArea = (objectArea: number, area: number): boolean => toHundredths(objectArea) > toHundredths(area);

export const mobileTradeSchema = contractTermsShape
  .extend({
    kind: z.literal(ServiceKind.MobileTrade),
    lesseeId: pinflSchema,
    objectType: z.enum(MOBILE_OBJECT_TYPES, { error: MessageKeys.required }),
    usageType: z.enum(MOBILE_USAGE_TYPES, { error: MessageKeys.required }),
    objectArea: numericField(NUMERIC_FIELDS.objectArea),
  })
  .refine(...endAfterStart)
  .refine((t) => !objectExceedsArea(t.objectArea, t.area), {
    path: ['objectArea'],
    message: MessageKeys.objectAreaExceedsPlot,
  });

export const mobileTradeRules: KindRules = {
  terms(t, details) {
    const mobile = details?.mobileTrade;
    if (mobile && objectExceedsArea(mobile.objectArea, t.area))
      throw new DomainError('OBJECT_AREA_EXCEEDS_PLOT', MessageKeys.objectAreaExceedsPlot, 'invalid', 'area');
  },
  parties: ({ lessee }) => assertSoleProprietor(lessee, 'lesseeId'),
};

export const mobileTrade = defineKind(mobileTradeSchema, mobileTradeRules, (t) => ({
  mobileTrade: { objectType: t.objectType, usageType: t.usageType, objectArea: t.objectArea },
}));
