/**
 * What an API key may reach (issue 21): each scope names the routes of the OpenAPI document it opens, as
 * `METHOD /api/path` with Express' `:param`s. This table is the whole grant: a route in no scope (the staff's,
 * the keys' own, sign-in, the phone, employees) is never reachable by a key, so a stolen key cannot mint
 * keys nor act beyond the contracts and the reference data.
 */
export const API_KEY_SCOPES = {
  'contracts:read': [
    'GET /api/contracts',
    'GET /api/contracts/:id',
    'GET /api/contracts/by-number/:registrationNumber',
    'GET /api/contracts/:id/history',
    'GET /api/contracts/:id/turnovers',
    'GET /api/contracts/:id/invoices',
    'GET /api/contracts/:id/certificate',
    'GET /api/contracts/:id/attachments',
    'GET /api/contracts/:id/attachments/:attachmentId',
    'GET /api/contract/info-panel',
    'GET /api/invoices',
    'GET /api/contracts/bulk-uploads/:id',
    'GET /api/contracts/:id/receipts',
    'GET /api/contracts/:id/receipts/xlsx',
    'GET /api/contracts/:id/receipts/:receiptId/pdf',
    'GET /api/receipts/statement',
  ],
  'contracts:write': [
    'POST /api/contracts',
    'POST /api/contracts/declarations',
    'POST /api/contracts/:id/:verb',
    'POST /api/contracts/bulk-uploads',
  ],
  'reference:read': [
    'GET /api/catalog-general/yur-np1/:tin',
    'GET /api/catalog-general/party/:id',
    'GET /api/catalog-general/student/:pinfl',
    'GET /api/catalog-general/cadastre/:number',
    'GET /api/catalog-general/vehicle/:plate',
    'GET /api/catalog-general/my-vehicles',
    'GET /api/catalog-general/my-properties',
    'GET /api/reference/minimum-rent',
    'GET /api/reference/minimum-rates',
    'GET /api/reference/form-settings',
    'GET /api/reference/bhm',
    'GET /api/reference/regional-coefficients',
    'GET /api/reference/tax-rates',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ApiKeyScope = keyof typeof API_KEY_SCOPES;
export const API_KEY_SCOPE_NAMES = Object.keys(API_KEY_SCOPES) as [ApiKeyScope, ...ApiKeyScope[]];

const SCOPE_OF_ROUTE = new Map<string, ApiKeyScope>(
  API_KEY_SCOPE_NAMES.flatMap((scope) => API_KEY_SCOPES[scope].map((route): [string, ApiKeyScope] => [route, scope])),
);

/** The scope that opens a route (`GET /api/contracts/:id`), or undefined: no key reaches it. */
export const scopeOfRoute = (route: string): ApiKeyScope | undefined => SCOPE_OF_ROUTE.get(route);
