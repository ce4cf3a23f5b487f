import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import type { CreateContract } from '../contracts/contract-commands.js';
import type { ContractTermsSnapshot, NamedTerms } from '../contracts/contract-terms.js';
import type { ContractDetails } from '../contracts/contract-events.js';
import type { ServiceKindCode } from '../contracts/service-kinds.js';
import type { KindRules, KindTerms } from './kind.js';
import { KINDS } from './kinds.js';

/**
 * The rules each kind adds to the common ones (spec §5), from the registry. A kind's schema checks them
 * on its form too; the decider checks them again at registration and on every later set of terms.
 */
const KIND_RULES = new Map<ServiceKindCode, KindRules>(KINDS.map((k) => [k.kind, k.rules]));

export function assertKindRules(
  kind: ServiceKindCode,
  terms: KindTerms,
  details: ContractDetails | null | undefined,
): void {
  KIND_RULES.get(kind)?.terms?.(terms, details);
}

/** True for a kind rented as one whole unit (a vehicle): its forms and steps name no area. */
export const rentedWhole = (kind: string): boolean => KIND_RULES.get(kind as ServiceKindCode)?.unitArea !== undefined;

/**
 * Named terms made whole by the contract's kind: a vehicle's area is its unit (an area other than it is
 * refused), any other kind's area is the one named, and required.
 */
export function termsOfKind(
  kind: ServiceKindCode,
  { area, ...terms }: NamedTerms,
): Omit<NamedTerms, 'area'> & Pick<ContractTermsSnapshot, 'area'> {
  const unit = KIND_RULES.get(kind)?.unitArea;
  if (unit !== undefined) {
    if (area !== undefined && area !== unit)
      throw new DomainError('VEHICLE_HAS_NO_AREA', MessageKeys.vehicleHasNoArea, 'invalid', 'area');
    return { ...terms, area: unit };
  }
  if (area === undefined) throw new DomainError('AREA_REQUIRED', MessageKeys.required, 'invalid', 'area');
  return { ...terms, area };
}

export function assertKindParties(data: CreateContract['data'], now: string): void {
  KIND_RULES.get(data.kind)?.parties?.(data, now);
}
