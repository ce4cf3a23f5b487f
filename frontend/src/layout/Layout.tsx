import { Box, CssBaseline } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Notification, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { getToken } from '@/api/session';
import { PageErrorBoundary } from '@/pages/ServerError';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionBanners } from './lazy-session-chrome';
import { pageHeadHidden } from './page-head';

/** Every page: header, the page-head tab menu where spec §2 shows it, the page, the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const signedIn = !!getToken();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: '#f4f6f9' }}>
      <CssBaseline />
      <Box
        component="a"
        href="#content"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: '#fff', p: 1 } }}
      >
        {translate('app.skipToContent')}
      </Box>
      <Header />
      {signedIn && (
        <Suspense fallback={null}>
          <SessionBanners showTabs={!pageHeadHidden(pathname)} />
        </Suspense>
      )}
      <Box
        component="main"
        id="content"
        sx={{ flex: 1, p: { xs: 1.5, sm: 3 }, width: '100%', maxWidth: 1400, mx: 'auto', boxSizing: 'border-box' }}
      >
        <PageErrorBoundary path={pathname}>{children}</PageErrorBoundary>
      </Box>
      <Footer />
      <Notification />
    </Box>
  );
}
