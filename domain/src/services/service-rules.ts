import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { LEASING_MIN_MONTHS, termLongerThanMonths } from '../rules/term.js';
import { ServiceKind, type ServiceKindCode } from '../contracts/service-kinds.js';

/**
 * The rules of one service kind that every set of its terms keeps (registration, change, agreement).
 * The schema of each kind checks them on the form too; the decider checks them again on every step.
 */
export function assertKindRules(kind: ServiceKindCode, terms: { beginDate: string; endDate: string }): void {
  if (kind === ServiceKind.Leasing && !termLongerThanMonths(terms.beginDate, terms.endDate, LEASING_MIN_MONTHS)) {
    throw new DomainError('LEASING_TERM_TOO_SHORT', MessageKeys.leasingTermTooShort, 'invalid', 'endDate');
  }
}
