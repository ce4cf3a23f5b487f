/**
 * What a representative may do for the party that authorised them (issue 21): the steps a grant names, each
 * with the routes it opens, as `METHOD /api/path` with Express' `:param`s. Like API_KEY_SCOPES this table is
 * the whole grant: a route in no step (the party's employees, API keys and representatives, holders, list
 * downloads, bulk uploads, the staff's) is refused to a representative, whatever the grant says.
 */
export const REPRESENTATIVE_STEPS = ['view', 'register', 'confirm', 'receipts'] as const;
export type RepresentativeStep = (typeof REPRESENTATIVE_STEPS)[number];

/** The route of every later step on a contract; which verbs a step opens is STEP_VERBS below. */
export const CONTRACT_STEP_ROUTE = 'POST /api/contracts/:id/:verb';

/**
 * The verbs of CONTRACT_STEP_ROUTE each step opens. "confirm" is the answering side's: the answers to a
 * registration (confirm, reject, ask for a change), to a proposed change and to a cancellation request.
 * Starting anything (withdrawing, proposing a change or a cancellation, resubmitting, turnovers, invoices)
 * is the party's own. "receipts" are the rent-receipt steps, named here before their routes land.
 */
const STEP_VERBS: Record<RepresentativeStep, readonly string[]> = {
  view: [],
  register: [],
  confirm: [
    'confirm',
    'reject',
    'request-change',
    'confirm-change',
    'reject-change',
    'accept-cancellation',
    'reject-cancellation',
  ],
  receipts: ['issue-receipt', 'dispute-receipt', 'annul-receipt'],
};

const STEP_ROUTES: Record<RepresentativeStep, readonly string[]> = {
  view: [
    'GET /api/contracts',
    'GET /api/contracts/:id',
    'GET /api/contracts/by-number/:registrationNumber',
    'GET /api/contracts/:id/history',
    'GET /api/contracts/:id/turnovers',
    'GET /api/contracts/:id/invoices',
    'GET /api/contracts/:id/certificate',
    'GET /api/contracts/:id/attachments',
    'GET /api/contracts/:id/attachments/:attachmentId',
    // A contract's rent receipts are read with it; the statement across contracts is the party's own.
    'GET /api/contracts/:id/receipts',
    'GET /api/contracts/:id/receipts/xlsx',
    'GET /api/contracts/:id/receipts/:receiptId/pdf',
    'GET /api/contract/info-panel',
    'GET /api/invoices',
  ],
  // The registration forms look their parties, objects and vehicles up in the registries.
  register: [
    'POST /api/contracts',
    'POST /api/contracts/declarations',
    'GET /api/catalog-general/yur-np1/:tin',
    'GET /api/catalog-general/party/:id',
    'GET /api/catalog-general/student/:pinfl',
    'GET /api/catalog-general/cadastre/:number',
    'GET /api/catalog-general/vehicle/:plate',
    'GET /api/catalog-general/my-vehicles',
    'GET /api/catalog-general/my-properties',
  ],
  confirm: [],
  receipts: [],
};

/**
 * What any representative reaches while acting, whatever the steps: who they are and whom they may act
 * for (to switch back), the reference tables every page reads, the signing time stamp, their own
 * notifications (none of the party's) and leaving.
 */
const ALWAYS: readonly string[] = [
  'GET /api/oauth/account',
  'GET /api/account/employers',
  'GET /api/account/represented',
  'POST /api/auth/logout',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'GET /api/reference/minimum-rent',
  'GET /api/reference/minimum-rates',
  'GET /api/reference/form-settings',
  'GET /api/reference/bhm',
  'GET /api/reference/regional-coefficients',
  'GET /api/reference/tax-rates',
  'GET /api/help/videos/:topic',
  'POST /api/signing/timestamp',
];

const STEP_OF_ROUTE = new Map<string, RepresentativeStep>(
  REPRESENTATIVE_STEPS.flatMap((step) => STEP_ROUTES[step].map((route): [string, RepresentativeStep] => [route, step])),
);
const STEP_OF_VERB = new Map<string, RepresentativeStep>(
  REPRESENTATIVE_STEPS.flatMap((step) => STEP_VERBS[step].map((verb): [string, RepresentativeStep] => [verb, step])),
);

/**
 * The step a representative needs for a route (`POST /api/contracts/:id/:verb` with its verb), 'always' for
 * the routes every representative reaches, or undefined: no representative reaches it.
 */
export function representativeStepOf(route: string, verb?: string): RepresentativeStep | 'always' | undefined {
  if (ALWAYS.includes(route)) return 'always';
  if (route === CONTRACT_STEP_ROUTE) return verb === undefined ? undefined : STEP_OF_VERB.get(verb);
  return STEP_OF_ROUTE.get(route);
}
