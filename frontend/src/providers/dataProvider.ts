import { type DataProvider, fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { Registration } from '@rent/domain';
import { api, apiHeaders } from '../api/http';

export interface CommandResult {
  id: string;
  position: string;
}

/**
 * The verbs of `POST /api/contracts/{id}/{verb}` (backend contract-step-requests.ts), by the step names
 * the API lists in a contract's `steps`.
 */
export const STEP_VERBS = {
  confirm: 'confirm',
  reject: 'reject',
  requestChange: 'request-change',
  change: 'change',
  withdraw: 'withdraw',
  proposeChange: 'propose-change',
  addAgreement: 'add-agreement',
  confirmChange: 'confirm-change',
  rejectChange: 'reject-change',
  requestCancellation: 'request-cancellation',
  acceptCancellation: 'accept-cancellation',
  rejectCancellation: 'reject-cancellation',
  resubmit: 'resubmit',
} as const;
export type StepName = keyof typeof STEP_VERBS;

/** The commands of a contract, beside react-admin's reads (as in react-admin's examples/crm). */
export interface ContractCommands {
  createContract(registration: Registration): Promise<CommandResult>;
  contractStep(id: string, step: StepName, body?: object): Promise<CommandResult>;
}

export type PortalDataProvider = DataProvider & ContractCommands;

/** react-admin's own REST client for the lists and views; our headers on every call. */
const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, headers: apiHeaders() });

export const dataProvider: PortalDataProvider = {
  ...simpleRestProvider('/api', httpClient),
  createContract: (terms) => api<CommandResult>('/contracts', { method: 'POST', body: terms }),
  contractStep: (id, step, body = {}) => api<CommandResult>(`/contracts/${id}/${STEP_VERBS[step]}`, { method: 'POST', body }),
};
