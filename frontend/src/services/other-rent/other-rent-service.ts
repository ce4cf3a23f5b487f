import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Other rent. */
export const otherRentService: ServicePlugin = {
  kind: 'OTHER_RENT',
  path: '/services/other-rent',
  title: 'services.otherRent',
  tab: 'tabs.otherRent',
  page: lazyComponent(() => import('./OtherRentForm').then((m) => m.OtherRentForm)),
  asLessee: {
    path: '/services/other-rent/as-lessee',
    page: lazyComponent(() => import('./OtherRentForm').then((m) => m.OtherRentAsLesseeForm)),
  },
};
