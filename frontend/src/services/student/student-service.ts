import { lazyComponent } from '@/ui/lazy-component';
import type { ServicePlugin } from '@/services/service-plugin';

/** Rent to students. */
export const studentService: ServicePlugin = {
  kind: 'STUDENT',
  path: '/services/student',
  title: 'services.student',
  tab: 'tabs.students',
  page: lazyComponent(() => import('./StudentForm').then((m) => m.StudentForm)),
};
