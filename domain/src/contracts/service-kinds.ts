/**
 * The service kinds of spec §1, by code. Car rent comes in a resident and a non-resident form. Each kind is
 * defined in services/ and listed in the registry there (services/kinds.ts).
 */
export const ServiceKind = {
  Leasing: 'LEASING',
  Operative: 'OPERATIVE',
  ForeignCompany: 'FOREIGN_COMPANY',
  Student: 'STUDENT',
  Warehouse: 'WAREHOUSE',
  LetterOfGuarantee: 'LETTER_OF_GUARANTEE',
  LandRent: 'LAND_RENT',
  OtherRent: 'OTHER_RENT',
  MobileTrade: 'MOBILE_TRADE',
  CarRent: 'CAR_RENT',
  CarRentNonResident: 'CAR_RENT_NONRESIDENT',
  AdjacentArea: 'ADJACENT_AREA',
} as const;

export type ServiceKindCode = (typeof ServiceKind)[keyof typeof ServiceKind];

/** The kinds the API takes and lists (filters, configuration, sample contracts), in spec §1's order. */
export const SERVICE_KINDS: readonly ServiceKindCode[] = Object.values(ServiceKind);

/** The vehicle kinds: car rent (services/car-rent.ts), and car rent to a non-resident (services/car-rent-nonresident.ts). */
export const VEHICLE_SERVICE_KINDS = [ServiceKind.CarRent, ServiceKind.CarRentNonResident] as const;
export type VehicleServiceKind = (typeof VEHICLE_SERVICE_KINDS)[number];
export const isVehicleKind = (kind: string): kind is VehicleServiceKind =>
  (VEHICLE_SERVICE_KINDS as readonly string[]).includes(kind);

/**
 * The kinds whose lessee is a non-resident taxpayer (services/non-resident.ts): rent to a foreign company
 * and non-resident car rent. Together they make the list of non-resident contracts (spec §2).
 */
export const NON_RESIDENT_SERVICE_KINDS = [ServiceKind.ForeignCompany, ServiceKind.CarRentNonResident] as const;
