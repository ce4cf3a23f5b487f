import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Rent to a foreign (non-resident) company. */
export const foreignCompanyService: ServicePlugin = {
  kind: 'FOREIGN_COMPANY',
  path: '/services/foreign-company',
  title: 'services.foreignCompany',
  tab: 'tabs.foreignCompany',
  page: lazyComponent(() => import('./ForeignCompanyForm').then((m) => m.ForeignCompanyForm)),
};
