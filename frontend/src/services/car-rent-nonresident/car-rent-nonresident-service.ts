import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';
import { VehicleSection } from '@/services/VehicleSection';

/** Non-resident car rent: under /car, with no tab (the page head is hidden there). */
export const carRentNonResidentService: ServicePlugin = {
  kind: 'CAR_RENT_NONRESIDENT',
  path: '/car/rent-noresident',
  title: 'services.carRentNonResident',
  ObjectSection: VehicleSection,
  page: lazyComponent(() => import('./CarRentNonResidentForm').then((m) => m.CarRentNonResidentForm)),
};
