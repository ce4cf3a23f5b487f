/** The service kinds of spec §1. Car rent comes in a resident and a non-resident form. */
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
export const SERVICE_KINDS = Object.values(ServiceKind) as readonly ServiceKindCode[];
