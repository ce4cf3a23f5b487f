import { type DataProvider, fetchUtils, type GetListParams, type GetListResult } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { CommandResult, Declaration, Registration, StepVerb } from '@rent/domain';
import { api, apiHeaders, inNextTask, renewingOnUnauthorized, retryingReads } from '@/api/http';

/** The commands of a contract, beside react-admin's reads (as in react-admin's examples/crm). */
export interface ContractCommands {
  /** `signature`: the PKCS#7 (base64) of the step's canonical document, when the step is signed. */
  createContract(registration: Registration, signature?: string): Promise<CommandResult>;
  /** The lessee registers a contract its lessor has not (issue 21); the lessor confirms or rejects it. */
  declareContract(declaration: Declaration, signature?: string): Promise<CommandResult>;
  /** `verb`: the step's verb of the step table (the table itself, with its schemas, stays out of the first load). */
  contractStep(id: string, verb: StepVerb, body?: object, signature?: string): Promise<CommandResult>;
}

/** The header a signed step's PKCS#7 travels in (backend signing.service.ts). */
const signed = (signature: string | undefined): Record<string, string> =>
  signature ? { 'X-E-Signature': signature } : {};

export type PortalDataProvider = DataProvider & ContractCommands;

/**
 * react-admin's own REST client for the lists and views; our headers on every call (taken again after a
 * renewal); a 401 renews the session once; a 503 read is asked again.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  retryingReads(options.method, () =>
    renewingOnUnauthorized(() =>
      inNextTask().then(() => fetchUtils.fetchJson(url, { ...options, headers: apiHeaders() })),
    ),
  );

/**
 * A narrowed list that the API counted only so far says so in X-Total-Bound (docs/api.md): the page gets
 * it as the list's `meta.totalBound`, and says "more than" it.
 */
function getList(resource: string, params: GetListParams): Promise<GetListResult> {
  let bound: string | null = null;
  const counted = (url: string, options?: fetchUtils.Options) =>
    httpClient(url, options).then((response) => {
      bound = response.headers.get('X-Total-Bound');
      return response;
    });
  return simpleRestProvider('/api', counted)
    .getList(resource, params)
    .then((result) => (bound ? { ...result, meta: { totalBound: Number(bound) } } : result));
}

export const dataProvider: PortalDataProvider = {
  ...simpleRestProvider('/api', httpClient),
  getList,
  createContract: (terms, signature) =>
    api<CommandResult>('/contracts', { method: 'POST', body: terms, headers: signed(signature) }),
  declareContract: (declaration, signature) =>
    api<CommandResult>('/contracts/declarations', { method: 'POST', body: declaration, headers: signed(signature) }),
  contractStep: (id, verb, body = {}, signature) =>
    api<CommandResult>(`/contracts/${id}/${verb}`, {
      method: 'POST',
      body,
      headers: signed(signature),
    }),
};
