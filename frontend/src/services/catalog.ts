/**
 * The portal's services as the tab menu and the services hub show them (spec §1, §2). `ready` is false
 * for services whose form is not built yet: their route shows "page under development".
 */
export interface ServiceEntry {
  key: string;
  path: string;
  tabLabel: string;
  title: string;
  legalOnly?: boolean;
  ready: boolean;
}

export const SERVICES: readonly ServiceEntry[] = [
  { key: 'adjacentArea', path: '/services/adjacent-area', tabLabel: 'tabs.adjacentArea', title: 'services.adjacentArea', legalOnly: true, ready: true },
  { key: 'leasing', path: '/services/leasing', tabLabel: 'tabs.leasing', title: 'services.leasing', ready: true },
  { key: 'operative', path: '/services/operative', tabLabel: 'tabs.operative', title: 'services.operative', ready: true },
  { key: 'foreignCompany', path: '/services/foreign-company', tabLabel: 'tabs.foreignCompany', title: 'services.foreignCompany', ready: true },
  { key: 'student', path: '/services/student', tabLabel: 'tabs.students', title: 'services.student', ready: true },
  { key: 'warehouse', path: '/services/warehouse-service', tabLabel: 'tabs.warehouse', title: 'services.warehouse', ready: true },
  { key: 'letterOfGuarantee', path: '/services/letter-of-guarantee', tabLabel: 'tabs.letterOfGuarantee', title: 'services.letterOfGuarantee', ready: true },
  { key: 'landRent', path: '/services/land-rent', tabLabel: 'tabs.landRent', title: 'services.landRent', ready: true },
  { key: 'otherRent', path: '/services/other-rent', tabLabel: 'tabs.otherRent', title: 'services.otherRent', ready: true },
];

/** Services the hub offers that have no tab of their own in spec §2's tab menu. */
export const HUB_SERVICES: readonly ServiceEntry[] = [
  { key: 'mobileTrade', path: '/services/mobile-trade', tabLabel: 'services.mobileTrade', title: 'services.mobileTrade', ready: true },
];

/** Vehicle services live under /car and have no tab (the page head is hidden there). */
export const CAR_SERVICES: readonly ServiceEntry[] = [
  { key: 'carRent', path: '/car/rent', tabLabel: 'services.carRent', title: 'services.carRent', ready: true },
  { key: 'carRentNonResident', path: '/car/rent-noresident', tabLabel: 'services.carRentNonResident', title: 'services.carRentNonResident', ready: true },
];

export const visibleServices = (legal: boolean): ServiceEntry[] => SERVICES.filter((s) => legal || !s.legalOnly);
