import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Warehouse and storage services. */
export const warehouseService: ServicePlugin = {
  kind: 'WAREHOUSE',
  path: '/services/warehouse-service',
  title: 'services.warehouse',
  tab: 'tabs.warehouse',
  page: lazyComponent(() => import('./WarehouseForm').then((m) => m.WarehouseForm)),
};
