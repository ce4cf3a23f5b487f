import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '@/api/http';
import { queryClient } from '@/api/query-client';
import { App } from './App';
import { getToken } from '@/api/session';
import { languageLoaded } from '@/i18n/i18n';
import { preloadSessionChrome } from '@/layout/lazy-session-chrome';
import { prefetchSessionReads } from '@/providers/session-reads';
import { isBackOffice, preloadPage } from './routes';

/** How long the first page waits for the signed-in chrome's reads; past it, it draws and they come when they come. */
const READS_PATIENCE_MS = 1000;

/**
 * The first render waits for what it needs, fetched side by side: the tab's own access token (a tab
 * opened in a signed-in browser gets one from the refresh cookie, so its first page is already signed
 * in), the reader's language, the code of the page it opens on and, on the portal's pages (the
 * back-office has a chrome of its own), the signed-in chrome's code and reads (who one is, the bell, the
 * badge), so that page draws in one go with the header and footer around it. A failed fetch does not hold
 * the page back: it shows its own error.
 */
const ready = Promise.all([
  languageLoaded,
  restoreSession().then(() =>
    Promise.all([
      preloadPage(window.location.pathname),
      getToken() &&
        !isBackOffice(window.location.pathname) &&
        Promise.all([preloadSessionChrome(), prefetchSessionReads(queryClient, READS_PATIENCE_MS)]),
    ]),
  ),
]);

void ready
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    // As a transition React renders the first page in slices of a few milliseconds and lets the browser
    // in between, instead of one long task during which a tap or a key waits.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
