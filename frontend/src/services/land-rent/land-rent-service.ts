import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Land rent. */
export const landRentService: ServicePlugin = {
  kind: 'LAND_RENT',
  path: '/services/land-rent',
  title: 'services.landRent',
  tab: 'tabs.landRent',
  page: lazyComponent(() => import('./LandRentForm').then((m) => m.LandRentForm)),
};
