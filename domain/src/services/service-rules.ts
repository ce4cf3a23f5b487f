import type { CreateContract } from '../contracts/contract-commands.js';
import type { ContractDetails } from '../contracts/contract-events.js';
import { ServiceKind, type ServiceKindCode } from '../contracts/service-kinds.js';
import type { KindRules, KindTerms } from './kind.js';
import { adjacentAreaRules } from './adjacent-area.js';
import { landRentRules } from './land-rent.js';
import { leasingRules } from './leasing.js';
import { letterOfGuaranteeRules } from './letter-of-guarantee.js';
import { mobileTradeRules } from './mobile-trade.js';
import { nonResidentLesseeRules } from './non-resident.js';
import { studentRules } from './student.js';
import { warehouseRules } from './warehouse.js';

/**
 * The rules each kind adds to the common ones (spec §5). A kind's schema checks them on its form too;
 * the decider checks them again at registration and on every later set of terms.
 */
const KIND_RULES: Partial<Record<ServiceKindCode, KindRules>> = {
  [ServiceKind.Leasing]: leasingRules,
  [ServiceKind.ForeignCompany]: nonResidentLesseeRules,
  [ServiceKind.CarRentNonResident]: nonResidentLesseeRules,
  [ServiceKind.Student]: studentRules,
  [ServiceKind.Warehouse]: warehouseRules,
  [ServiceKind.LetterOfGuarantee]: letterOfGuaranteeRules,
  [ServiceKind.LandRent]: landRentRules,
  [ServiceKind.MobileTrade]: mobileTradeRules,
  [ServiceKind.AdjacentArea]: adjacentAreaRules,
};

export function assertKindRules(kind: ServiceKindCode, terms: KindTerms, details: ContractDetails | null | undefined): void {
  KIND_RULES[kind]?.terms?.(terms, details);
}

export function assertKindParties(data: CreateContract['data'], now: string): void {
  KIND_RULES[data.kind]?.parties?.(data, now);
}
