import type { ComponentType } from 'react';
import type { ContractDetails, ContractRecord, ServiceKindCode } from '@rent/domain';
import type { LazyComponent } from '@/ui/lazy-component';
import type { TermsText } from './terms-form';

/** What a service's form starts from when an old contract is registered anew (/contract/recreate/…). */
export interface Prefill {
  terms: TermsText;
  lesseeId: string;
  cadastralNumber: string;
  /** The vehicle rented, for the vehicle kinds. */
  vehicle?: { plateNumber: string; usageType: string };
  /** What the old contract's kind added (its plots, students, kinship…), for the form's kind sections. */
  details: ContractDetails | null;
}

export interface ServicePageProps {
  prefill?: Prefill;
}

/**
 * A service kind as the frontend shows it (spec §1, §2): each kind's folder holds one, and the registry
 * (registry.ts) lists them, from which the routes, the tab menu and the services hub are drawn. The
 * committee can switch a kind off from a date (reference data under four eyes): its page then says "under development".
 */
export interface ServicePlugin {
  kind: ServiceKindCode;
  /** The registration form's path (spec §2). */
  path: string;
  /** Its card's title on the services hub. */
  title: string;
  /** Its tab in spec §2's tab menu, for the kinds that have one. */
  tab?: string;
  /** Legal entities only (spec §6): no card, no tab, and no page for anyone else. */
  legalOnly?: boolean;
  /** The path of the kind's own contracts list, for the kinds that have one. */
  listPath?: string;
  /**
   * What a contract of this kind rents, as its page shows it, for a kind whose subject is no cadastral
   * object (a vehicle); the page shows a cadastral object's number, address and area where it is absent.
   */
  ObjectSection?: ComponentType<{ contract: ContractRecord }>;
  /** The registration form: a chunk of its own, loaded when opened. */
  page: LazyComponent<ServicePageProps>;
  /** The same form for the lessee, who registers a contract its lessor has not (issue 21), where the kind offers it. */
  asLessee?: { path: string; page: LazyComponent<ServicePageProps> };
}
