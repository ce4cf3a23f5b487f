import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { LEASING_MIN_MONTHS, termLongerThanMonths } from '../rules/term.js';
import type { ContractDetails } from '../contracts/contract-events.js';
import { type Party, PartyType } from '../contracts/party.js';
import { ServiceKind, type ServiceKindCode } from '../contracts/service-kinds.js';
import { isLandMultiplier, landMonthlyFeeCap } from '../rules/land-fee.js';
import { formatSum } from '../rules/number-format.js';

/**
 * The rules of one service kind that every set of its terms keeps (registration, change, agreement).
 * The schema of each kind checks them on the form too; the decider checks them again on every step.
 */
/** Spec §5: a sole proprietor must be in the YATT or self-employed list, and active. */
export function assertSoleProprietor(party: Party, field: string): void {
  if (party.type !== PartyType.SoleProprietor && party.type !== PartyType.SelfEmployed) {
    throw new DomainError('NOT_SOLE_PROPRIETOR', MessageKeys.lesseeNotYatt, 'invalid', field);
  }
  if (party.active === false) throw new DomainError('SOLE_PROPRIETOR_NOT_ACTIVE', MessageKeys.lesseeNotActive, 'invalid', field);
}

export function assertKindRules(
  kind: ServiceKindCode,
  terms: { beginDate: string; endDate: string; area: number; monthlyPayment: number },
  details: ContractDetails | null | undefined,
): void {
  if (kind === ServiceKind.Leasing && !termLongerThanMonths(terms.beginDate, terms.endDate, LEASING_MIN_MONTHS)) {
    throw new DomainError('LEASING_TERM_TOO_SHORT', MessageKeys.leasingTermTooShort, 'invalid', 'endDate');
  }
  const mobile = details?.mobileTrade;
  if (kind === ServiceKind.MobileTrade && mobile && mobile.objectArea > terms.area) {
    throw new DomainError('OBJECT_AREA_EXCEEDS_PLOT', MessageKeys.objectAreaExceedsPlot, 'invalid', 'area');
  }
  if (kind === ServiceKind.LandRent) {
    const land = details?.land;
    if (!land || !isLandMultiplier(land.multiplier)) throw new DomainError('LAND_MULTIPLIER_INVALID', MessageKeys.landMultiplierInvalid, 'invalid', 'rentMultiplier');
    const cap = landMonthlyFeeCap(land.landTaxRate, terms.area);
    if (terms.monthlyPayment > cap) {
      throw new DomainError('LAND_FEE_TOO_HIGH', MessageKeys.landFeeTooHigh, 'invalid', 'monthlyPayment', { maximum: formatSum(cap) });
    }
  }
}
