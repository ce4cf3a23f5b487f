import type { CreateContract } from '../contracts/contract-commands.js';
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

export function assertKindParties(data: CreateContract['data'], now: string): void {
  KIND_RULES.get(data.kind)?.parties?.(data, now);
}
