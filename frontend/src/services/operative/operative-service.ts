import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Operative management, with its own contracts list. */
export const operativeService: ServicePlugin = {
  kind: 'OPERATIVE',
  path: '/services/operative',
  title: 'services.operative',
  tab: 'tabs.operative',
  listPath: '/operative-list',
  page: lazyComponent(() => import('./OperativeForm').then((m) => m.OperativeForm)),
};
