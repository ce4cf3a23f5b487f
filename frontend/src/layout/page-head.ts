/**
 * Where the page-head tab menu is hidden (spec §2): the landing, login, home, FAQ and the two leasing
 * lists, and every path under /contract/recreate, /car and /retail.
 */
const HIDDEN_EXACT = new Set(['/login', '/', '/home', '/faq', '/leasing-list', '/operative-list']);
const HIDDEN_PREFIXES = ['/contract/recreate', '/car', '/retail'];

export const pageHeadHidden = (path: string): boolean =>
  HIDDEN_EXACT.has(path) || HIDDEN_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
