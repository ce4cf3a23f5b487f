/**
 * A path of this portal only: one slash then not another (`//host` and `/\host` leave the site), no scheme.
 * Anything else goes to the cabinet, so a link to `/redirect` can never send a user to another site.
 */
export function safeInternalPath(to: string | null): string {
  return to && /^\/(?![/\\])[^\s]*$/.test(to) && !to.startsWith('/redirect') ? to : '/main';
}
