import { type ComponentType, createElement, type FunctionComponent, lazy, useState } from 'react';

/** A component whose code is a chunk of its own; `preload()` fetches it before it is first shown. */
export type LazyComponent<P extends object = object> = FunctionComponent<P> & { preload(): Promise<unknown> };

/**
 * A component loaded on demand, as React.lazy does, that can also be fetched sooner: main.tsx preloads
 * the page a tab opens on (and the signed-in chrome) together with the app, and a component whose code is
 * already here draws in the same render as what is around it, with no Suspense fallback in between (that
 * flash moved the footer and the page under it: a layout shift). A failed fetch is tried again on the
 * next showing.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // Chosen once per mount: switching from the lazy wrapper to the component itself would remount it.
  function Preloadable(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload });
}
