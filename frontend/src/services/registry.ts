import { adjacentAreaService } from '@/services/adjacent-area/adjacent-area-service';
import { carRentService } from '@/services/car-rent/car-rent-service';
import { carRentNonResidentService } from '@/services/car-rent-nonresident/car-rent-nonresident-service';
import { foreignCompanyService } from '@/services/foreign-company/foreign-company-service';
import { landRentService } from '@/services/land-rent/land-rent-service';
import { leasingService } from '@/services/leasing/leasing-service';
import { letterOfGuaranteeService } from '@/services/letter-of-guarantee/letter-of-guarantee-service';
import { mobileTradeService } from '@/services/mobile-trade/mobile-trade-service';
import { operativeService } from '@/services/operative/operative-service';
import { otherRentService } from '@/services/other-rent/other-rent-service';
import type { ServicePlugin } from './service-plugin';
import { studentService } from '@/services/student/student-service';
import { warehouseService } from '@/services/warehouse/warehouse-service';

/**
 * The registry of the portal's services, one line per kind (each kind's folder holds its plug-in), in the
 * order of spec §2's tab menu and of the services hub. The routes, the tabs and the hub's cards are drawn
 * from it.
 */
export const SERVICES: readonly ServicePlugin[] = [
  adjacentAreaService,
  leasingService,
  operativeService,
  foreignCompanyService,
  studentService,
  warehouseService,
  letterOfGuaranteeService,
  landRentService,
  otherRentService,
  mobileTradeService,
  carRentService,
  carRentNonResidentService,
];

/** The services a user may open: legal-only ones for legal entities alone. */
export const visibleServices = (legal: boolean): ServicePlugin[] => SERVICES.filter((s) => legal || !s.legalOnly);

/** A kind's service by its code (as the API names it). */
export const serviceOf = (kind: string): ServicePlugin | undefined => SERVICES.find((s) => s.kind === kind);
