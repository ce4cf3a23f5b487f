import type { Plugin } from 'vite';

/**
 * MUI's styles (emotion) are written into the page while React renders, not all in the commit. Emotion
 * writes them in a useInsertionEffect, which runs in React's commit: one piece of work that cannot be
 * split, so the first page's commit carried the parsing and inserting of every style rule (half of the
 * contracts list's commit, a long task that blocks input). Emotion's own helper falls back to writing at
 * render time where React has no useInsertionEffect; this plugin takes that fallback always, so the work
 * runs in the render's time slices (main.tsx renders the first page as a transition). A render React
 * throws away leaves its rules in the sheet, as emotion's fallback always did: a rule no element uses.
 * If emotion renames the helper's module this matches nothing, and emotion's own behaviour remains.
 */
export function renderTimeStyles(): Plugin {
  return {
    name: 'rent-render-time-styles',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!/@emotion[\\/]use-insertion-effect-with-fallbacks[\\/]dist[\\/].*\.browser\.esm\.js$/.test(id))
        return undefined;
      return [
        "import * as React from 'react';",
        'export const useInsertionEffectAlwaysWithSyncFallback = (create) => create();',
        'export const useInsertionEffectWithLayoutFallback = React.useInsertionEffect;',
      ].join('\n');
    },
  };
}
