import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { LEASING_MIN_MONTHS, termLongerThanMonths } from '../rules/term.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { datesReady, defineKind, endAfterStart, type KindRules, realEstateShape } from './kind.js';

/** Leasing: a term over twelve months (spec §1). */
export const leasingSchema = realEstateShape(ServiceKind.Leasing)
  .refine(...endAfterStart)
  // An end before the start is already named; a short term is named only when the order is right.
  .refine((t) => t.endDate <= t.beginDate || termLongerThanMonths(t.beginDate, t.endDate, LEASING_MIN_MONTHS), {
    path: ['endDate'],
    message: MessageKeys.leasingTermTooShort,
    when: datesReady,
  });

export const leasingRules: KindRules = {
  terms(t) {
    if (!termLongerThanMonths(t.beginDate, t.endDate, LEASING_MIN_MONTHS)) {
      throw new DomainError('LEASING_TERM_TOO_SHORT', MessageKeys.leasingTermTooShort, 'invalid', 'endDate');
    }
  },
};

export const leasing = defineKind(leasingSchema, leasingRules);
