import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Leasing, with its own contracts list. */
export const leasingService: ServicePlugin = {
  kind: 'LEASING',
  path: '/services/leasing',
  title: 'services.leasing',
  tab: 'tabs.leasing',
  listPath: '/leasing-list',
  page: lazyComponent(() => import('./LeasingForm').then((m) => m.LeasingForm)),
};
