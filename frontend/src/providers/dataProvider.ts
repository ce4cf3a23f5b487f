import { type DataProvider, fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ContractTerms } from '@rent/domain';
import { api, apiHeaders } from '../api/http';

export interface CommandResult {
  id: string;
  position: string;
}

/** The commands of a contract, beside react-admin's reads (as in react-admin's examples/crm). */
export interface ContractCommands {
  createContract(terms: ContractTerms & { kind: string }): Promise<CommandResult>;
  confirmContract(id: string): Promise<CommandResult>;
  rejectContract(id: string, reason: string): Promise<CommandResult>;
}

export type PortalDataProvider = DataProvider & ContractCommands;

/** react-admin's own REST client for the lists and views; our headers on every call. */
const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, headers: apiHeaders() });

export const dataProvider: PortalDataProvider = {
  ...simpleRestProvider('/api', httpClient),
  createContract: (terms) => api<CommandResult>('/contracts', { method: 'POST', body: terms }),
  confirmContract: (id) => api<CommandResult>(`/contracts/${id}/confirm`, { method: 'POST', body: {} }),
  rejectContract: (id, reason) => api<CommandResult>(`/contracts/${id}/reject`, { method: 'POST', body: { reason } }),
};
