import { lazyComponent } from '@/ui/lazy-component';

// A chunk of its own: a visitor's pages (the landing, the login) load none of it.
export const SessionControls = lazyComponent(() => import('./SessionChrome').then((m) => m.SessionControls));
export const SessionBanners = lazyComponent(() => import('./SessionChrome').then((m) => m.SessionBanners));

/** Fetches the signed-in chrome's code (main.tsx, for a signed-in tab, with its first page's). */
export const preloadSessionChrome = (): Promise<unknown> =>
  Promise.all([SessionControls.preload(), SessionBanners.preload()]);
