import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Mobile trade object rent: on the hub, with no tab of its own in spec §2's menu. */
export const mobileTradeService: ServicePlugin = {
  kind: 'MOBILE_TRADE',
  path: '/services/mobile-trade',
  title: 'services.mobileTrade',
  page: lazyComponent(() => import('./MobileTradeForm').then((m) => m.MobileTradeForm)),
};
