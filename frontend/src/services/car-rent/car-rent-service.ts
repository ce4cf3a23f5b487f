import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';
import { VehicleSection } from '@/services/VehicleSection';

/** Car rent: under /car, with no tab (the page head is hidden there). */
export const carRentService: ServicePlugin = {
  kind: 'CAR_RENT',
  path: '/car/rent',
  title: 'services.carRent',
  ObjectSection: VehicleSection,
  page: lazyComponent(() => import('./CarRentForm').then((m) => m.CarRentForm)),
};
