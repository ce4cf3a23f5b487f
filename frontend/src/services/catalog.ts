import type { ServiceKindCode } from '@rent/domain';

/**
 * The portal's services as the tab menu and the services hub show them (spec §1, §2). The committee can
 * switch a kind off (backend SERVICES_OFF): its page then says "under development".
 */
export interface ServiceEntry {
  key: string;
  kind: ServiceKindCode;
  path: string;
  tabLabel: string;
  title: string;
  legalOnly?: boolean;
}

export const SERVICES: readonly ServiceEntry[] = [
  { key: 'adjacentArea', kind: 'ADJACENT_AREA', path: '/services/adjacent-area', tabLabel: 'tabs.adjacentArea', title: 'services.adjacentArea', legalOnly: true },
  { key: 'leasing', kind: 'LEASING', path: '/services/leasing', tabLabel: 'tabs.leasing', title: 'services.leasing' },
  { key: 'operative', kind: 'OPERATIVE', path: '/services/operative', tabLabel: 'tabs.operative', title: 'services.operative' },
  { key: 'foreignCompany', kind: 'FOREIGN_COMPANY', path: '/services/foreign-company', tabLabel: 'tabs.foreignCompany', title: 'services.foreignCompany' },
  { key: 'student', kind: 'STUDENT', path: '/services/student', tabLabel: 'tabs.students', title: 'services.student' },
  { key: 'warehouse', kind: 'WAREHOUSE', path: '/services/warehouse-service', tabLabel: 'tabs.warehouse', title: 'services.warehouse' },
  { key: 'letterOfGuarantee', kind: 'LETTER_OF_GUARANTEE', path: '/services/letter-of-guarantee', tabLabel: 'tabs.letterOfGuarantee', title: 'services.letterOfGuarantee' },
  { key: 'landRent', kind: 'LAND_RENT', path: '/services/land-rent', tabLabel: 'tabs.landRent', title: 'services.landRent' },
  { key: 'otherRent', kind: 'OTHER_RENT', path: '/services/other-rent', tabLabel: 'tabs.otherRent', title: 'services.otherRent' },
];

/** Services the hub offers that have no tab of their own in spec §2's tab menu. */
export const HUB_SERVICES: readonly ServiceEntry[] = [
  { key: 'mobileTrade', kind: 'MOBILE_TRADE', path: '/services/mobile-trade', tabLabel: 'services.mobileTrade', title: 'services.mobileTrade' },
];

/** Vehicle services live under /car and have no tab (the page head is hidden there). */
export const CAR_SERVICES: readonly ServiceEntry[] = [
  { key: 'carRent', kind: 'CAR_RENT', path: '/car/rent', tabLabel: 'services.carRent', title: 'services.carRent' },
  { key: 'carRentNonResident', kind: 'CAR_RENT_NONRESIDENT', path: '/car/rent-noresident', tabLabel: 'services.carRentNonResident', title: 'services.carRentNonResident' },
];

export const visibleServices = (legal: boolean): ServiceEntry[] => SERVICES.filter((s) => legal || !s.legalOnly);
