import { useState } from 'react';
import { Admin, memoryStore, Resource } from 'react-admin';
import { mayDo } from '@rent/domain';
import { i18nProvider } from '@/i18n/i18n';
import { theme } from '@/ui/theme';
import { AuditList } from './AuditList';
import { BackdoorEntryList } from './BackdoorEntryList';
import { Dashboard } from './Dashboard';
import { FailedJobList } from './FailedJobList';
import { OperatorLayout } from './OperatorLayout';
import { OperatorNotFound } from './OperatorNotFound';
import { operatorAuth } from './operator-auth';
import { operatorData } from './operator-data';
import { ProjectionList } from './ProjectionList';

/**
 * The committee's back-office (issue 19): react-admin under /operator, inside the portal's router, on the
 * same API and session. Each screen is a resource the signed-in roles may open (STAFF_PERMISSIONS); one
 * they may not is not there at all. The layout refuses anyone who is not staff.
 */
export function OperatorApp() {
  // Nothing persisted (spec §9); it starts in the language the portal shows, as the portal's store does.
  const [store] = useState(() => memoryStore({ locale: i18nProvider.getLocale() }));
  return (
    <Admin
      basename="/operator"
      dataProvider={operatorData}
      authProvider={operatorAuth}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={OperatorLayout}
      dashboard={Dashboard}
      catchAll={OperatorNotFound}
      requireAuth
      disableTelemetry
    >
      {(roles: string[]) => [
        mayDo(roles, 'readAudit') && <Resource key="audit" name="audit" list={AuditList} />,
        mayDo(roles, 'readProjections') && <Resource key="projections" name="projections" list={ProjectionList} />,
        mayDo(roles, 'readJobs') && <Resource key="failed-jobs" name="failed-jobs" list={FailedJobList} />,
        mayDo(roles, 'readAudit') && (
          <Resource key="backdoor-entries" name="backdoor-entries" list={BackdoorEntryList} />
        ),
      ]}
    </Admin>
  );
}
