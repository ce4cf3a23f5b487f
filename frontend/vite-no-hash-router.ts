import type { Plugin } from 'vite';

/** react-admin's router adapter (ra-core routing/adapters/reactRouterProvider). */
const ADAPTER = /ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;
/** Its router of last resort, from its definition to the next component's comment. */
const INTERNAL_ROUTER = /const InternalRouter = [\s\S]*?\n};\n/;

/**
 * react-admin draws its pages in a hash router of its own when no router is around it, and so brings
 * react-router's data router (createHashRouter, RouterProvider: 55 KB of the entry that every visitor
 * downloads, 17 KB of gzip). Both of our applications are drawn inside App.tsx's BrowserRouter, so that
 * router is never made: this takes it out of the build, leaving a component that says what went wrong
 * if someone ever draws react-admin outside a router. If react-admin rewrites the adapter, the build
 * fails here rather than silently bringing the data router back.
 */
export function noHashRouter(): Plugin {
  return {
    name: 'rent-no-hash-router',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!ADAPTER.test(id)) return undefined;
      if (!INTERNAL_ROUTER.test(code) || !code.includes('createHashRouter, '))
        this.error("ra-core's router adapter changed: vite-no-hash-router.ts no longer knows it");
      return code
        .replace('createHashRouter, ', '')
        .replace(
          INTERNAL_ROUTER,
          [
            'const InternalRouter = () => {',
            "  throw new Error('react-admin is drawn outside a router: App.tsx draws it inside its BrowserRouter');",
            '};',
            '',
          ].join('\n'),
        );
    },
  };
}
