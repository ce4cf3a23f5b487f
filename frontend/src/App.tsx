import { AdminContext, memoryStore } from 'react-admin';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { queryClient } from '@/api/query-client';
import { i18nProvider } from '@/i18n/i18n';
import { Layout } from '@/layout/Layout';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { AppRoutes, OPERATOR_ROUTE } from './routes';
import { SigningProvider } from '@/signing/SigningProvider';
import { theme } from '@/ui/theme';

/**
 * react-admin's store, in memory: nothing of it is persisted (spec §9). It starts with the language
 * i18next already reads: react-admin's i18n context draws nothing until the store's locale and the
 * provider's agree, and with an empty store it drew the whole app a second time, from an effect, in one
 * long blocking task instead of the first render's time slices.
 */
const store = memoryStore({ locale: i18nProvider.getLocale() });

/** react-admin supplies the data, auth and i18n machinery; the pages and their routes are the spec's own, on a BrowserRouter. */
function Portal() {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      queryClient={queryClient}
    >
      <SigningProvider>
        <Layout>
          <AppRoutes />
        </Layout>
      </SigningProvider>
    </AdminContext>
  );
}

/** The operators' back-office is an application of its own under /operator: the taxpayers' layout does not wrap it. */
const Applications = () => useRoutes([OPERATOR_ROUTE, { path: '*', element: <Portal /> }]);

export function App() {
  return (
    <BrowserRouter>
      <Applications />
    </BrowserRouter>
  );
}
