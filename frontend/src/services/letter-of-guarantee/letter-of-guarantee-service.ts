import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Rent on a letter of guarantee. */
export const letterOfGuaranteeService: ServicePlugin = {
  kind: 'LETTER_OF_GUARANTEE',
  path: '/services/letter-of-guarantee',
  title: 'services.letterOfGuarantee',
  tab: 'tabs.letterOfGuarantee',
  page: lazyComponent(() => import('./LetterOfGuaranteeForm').then((m) => m.LetterOfGuaranteeForm)),
};
