import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Adjacent-area land rent, for legal entities only. */
export const adjacentAreaService: ServicePlugin = {
  kind: 'ADJACENT_AREA',
  path: '/services/adjacent-area',
  title: 'services.adjacentArea',
  tab: 'tabs.adjacentArea',
  legalOnly: true,
  page: lazyComponent(() => import('./AdjacentAreaForm').then((m) => m.AdjacentAreaForm)),
};
