import { AdminContext, defaultTheme, memoryStore } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { i18nProvider } from '@/i18n/i18n';
import { Layout } from '@/layout/Layout';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { AppRoutes } from './routes';
import { SigningProvider } from '@/signing/SigningProvider';

const theme = {
  ...defaultTheme,
  // Info and warning darker than MUI's own, so white text on a state chip reads at WCAG AA (4.5:1).
  palette: {
    primary: { main: '#0b5394' },
    secondary: { main: '#0b3d6e' },
    info: { main: '#01579b' },
    warning: { main: '#a84300' },
  },
  breakpoints: { values: { xs: 0, sm: 781, md: 1024, lg: 1280, xl: 1600 } },
  // Uzbek's oʻ and gʻ read badly in capitals; buttons keep the sentence's case.
  components: { ...defaultTheme.components, MuiButton: { styleOverrides: { root: { textTransform: 'none' } } } },
};

/**
 * react-admin's store, in memory: nothing of it is persisted (spec §9). It starts with the language
 * i18next already reads: react-admin's i18n context draws nothing until the store's locale and the
 * provider's agree, and with an empty store it drew the whole app a second time, from an effect, in one
 * long blocking task instead of the first render's time slices.
 */
const store = memoryStore({ locale: i18nProvider.getLocale() });

/** react-admin supplies the data, auth and i18n machinery; the pages and their routes are the spec's own, on a BrowserRouter. */
export function App() {
  return (
    <BrowserRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
      >
        <SigningProvider>
          <Layout>
            <AppRoutes />
          </Layout>
        </SigningProvider>
      </AdminContext>
    </BrowserRouter>
  );
}
