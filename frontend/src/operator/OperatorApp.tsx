import { Suspense, use, useState } from 'react';
import { CircularProgress } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { Admin, type AuthProvider, memoryStore, Resource } from 'react-admin';
import { mayDo } from '@rent/domain';
import { theme } from '@/ui/theme';
import { AccountsPage } from './AccountsPage';
import { AuditList } from './AuditList';
import { BackdoorEntryList } from './BackdoorEntryList';
import { ContractPage } from './ContractPage';
import { ContractSearch } from './ContractSearch';
import { Dashboard } from './Dashboard';
import { JobList } from './JobList';
import { OperatorLayout } from './OperatorLayout';
import { OperatorNotFound } from './OperatorNotFound';
import { operatorAuth } from './operator-auth';
import { operatorData } from './operator-data';
import { operatorI18nProvider, operatorMessages } from './operator-i18n';
import { ProjectionList } from './ProjectionList';
import { ReferencePage } from './ReferencePage';
import { RegistryImportsPage } from './RegistryImportsPage';
import { StaffList } from './StaffList';

/**
 * The committee's back-office (issue 19): react-admin under /operator, inside the portal's router, on the
 * same API and session. Each screen is a resource the signed-in roles may open (STAFF_PERMISSIONS); one
 * they may not is not there at all. The layout refuses anyone who is not staff. Its texts are a chunk of
 * their own per language (operator-i18n.ts): it draws once the language shown has them.
 */
export function OperatorApp() {
  // Made here, above the boundary its texts and screens suspend on: react-admin's own cache, made inside,
  // was thrown away with a first drawing put off, and the account asked for again.
  const [queryClient] = useState(() => new QueryClient());
  const [auth] = useState(() => operatorAuth(queryClient));
  return (
    <Suspense fallback={<CircularProgress />}>
      <OperatorAdmin queryClient={queryClient} auth={auth} />
    </Suspense>
  );
}

function OperatorAdmin({ queryClient, auth }: { queryClient: QueryClient; auth: AuthProvider }) {
  use(operatorMessages());
  // Nothing persisted (spec §9); it starts in the language the portal shows, as the portal's store does.
  const [store] = useState(() => memoryStore({ locale: operatorI18nProvider.getLocale() }));
  return (
    <Admin
      basename="/operator"
      queryClient={queryClient}
      dataProvider={operatorData}
      authProvider={auth}
      i18nProvider={operatorI18nProvider}
      store={store}
      theme={theme}
      layout={OperatorLayout}
      dashboard={Dashboard}
      catchAll={OperatorNotFound}
      requireAuth
      disableTelemetry
    >
      {(roles: string[]) => [
        mayDo(roles, 'searchContracts') && (
          <Resource key="contracts" name="contracts" list={ContractSearch} show={ContractPage} />
        ),
        mayDo(roles, 'readAudit') && <Resource key="audit" name="audit" list={AuditList} />,
        mayDo(roles, 'readProjections') && <Resource key="projections" name="projections" list={ProjectionList} />,
        mayDo(roles, 'readJobs') && <Resource key="jobs" name="jobs" list={JobList} />,
        mayDo(roles, 'readAccounts') && <Resource key="accounts" name="accounts" list={AccountsPage} />,
        mayDo(roles, 'readReference') && <Resource key="reference" name="reference" list={ReferencePage} />,
        mayDo(roles, 'readRegistryImports') && (
          <Resource key="registry-imports" name="registry-imports" list={RegistryImportsPage} />
        ),
        mayDo(roles, 'readAudit') && (
          <Resource key="backdoor-entries" name="backdoor-entries" list={BackdoorEntryList} />
        ),
        mayDo(roles, 'manageStaff') && <Resource key="staff" name="staff" list={StaffList} />,
      ]}
    </Admin>
  );
}
