import type { DataProvider, GetListParams, GetListResult, GetOneParams, RaRecord } from 'react-admin';
import type {
  CommandResult,
  ContractRecord,
  RemovalInput,
  SearchRegion,
  StaffContract,
  StaffHistoryEntry,
  StaffJob,
  StaffQueue,
} from '@rent/domain';
import { api } from '@/api/http';
import { httpClient } from '@/providers/dataProvider';
import {
  auditFilter,
  type ContractSearchFilter,
  contractSearchQuery,
  pageQuery,
  totalBoundOf,
  totalOf,
} from './list-query';

const API = '/api/operator';

/** What the daily sweep did, counted by kind of work (`POST /api/operator/jobs/sweep`). */
export interface SweepResult {
  expired: number;
  cancelled: number;
  reminded: number;
  guarantees: number;
  declarations: number;
  invoiceReminders: number;
  abandonedUploads: number;
}

/** The back-office's reads as react-admin lists, a contract's history and jobs, and the actions its screens take. */
export interface OperatorDataProvider extends DataProvider {
  retryProjection(name: string): Promise<{ retried: boolean }>;
  runSweep(): Promise<SweepResult>;
  contractHistory(id: string): Promise<StaffHistoryEntry[]>;
  /** The regions the register is searched by, each with its districts. */
  searchRegions(): Promise<SearchRegion[]>;
  contractJobs(id: string): Promise<StaffJob[]>;
  /** `POST /api/operator/jobs/{queue}/{id}/retry` or `/remove`: 204, or an HttpError (409 says why). */
  jobAction(action: 'retry' | 'remove', job: Pick<StaffJob, 'queue' | 'id'>): Promise<void>;
  /**
   * `POST /api/operator/contracts/{id}/remove`, with the operator's signature of it (X-E-Signature) where
   * the portal asks for one; a refusal is an ApiError (its code and message key).
   */
  removeContract(id: string, removal: RemovalInput, signature: string | undefined): Promise<CommandResult>;
}

/**
 * A list the API pages by offset and limit, from react-admin's page and rows per page; a total counted
 * only so far comes as `meta.totalBound` (BoundedPagination says "more than").
 */
async function paged(path: string, params: GetListParams, filter: Record<string, string | undefined> = {}) {
  const { json, headers } = await httpClient(`${API}/${path}?${pageQuery(params.pagination, filter)}`);
  const rows = json as RaRecord[];
  const totalBound = totalBoundOf(headers);
  return { data: rows, total: totalOf(headers, rows.length), ...(totalBound ? { meta: { totalBound } } : {}) };
}

/** A list the API answers whole (a few dozen rows at most), each row given the id react-admin keys it by. */
async function whole(path: string, id: (row: Record<string, unknown>, index: number) => string) {
  const rows = (await httpClient(`${API}/${path}`)).json as Record<string, unknown>[];
  return { data: rows.map((row, index) => ({ ...row, id: id(row, index) })), total: rows.length };
}

/**
 * The whole register searched (`GET /api/operator/contracts`), newest first; a total counted only so far
 * comes as `meta.totalBound`, as the parties' lists have it (ListPager says "more than").
 */
async function contracts(params: GetListParams): Promise<GetListResult> {
  const query = contractSearchQuery(params.pagination, params.filter as ContractSearchFilter);
  const { json, headers } = await httpClient(`${API}/contracts?${query}`);
  const rows = json as ContractRecord[];
  const totalBound = totalBoundOf(headers);
  return { data: rows, total: totalOf(headers, rows.length), ...(totalBound ? { meta: { totalBound } } : {}) };
}

/** One queue's jobs in one state; a job is keyed by its queue too, ids being a queue's own. */
async function jobs(params: GetListParams): Promise<GetListResult> {
  const { queue, state } = params.filter as { queue: StaffQueue; state: string };
  const { data, total } = await paged('jobs', params, { queue, state });
  return { data: data.map((job) => ({ ...job, id: `${queue}/${job.id}`, jobId: job.id })), total };
}

/** The staff by name, keyed by their user id; a PINFL's start as digits only (whatever else was typed is dropped). */
async function staff(params: GetListParams): Promise<GetListResult> {
  const filter = params.filter as { role?: string; pinfl?: string };
  const { data, total } = await paged('staff', params, { role: filter.role, pinfl: filter.pinfl?.replace(/\D/g, '') });
  return { data: data.map((member) => ({ ...member, id: member.userId as string })), total };
}

const LISTS: Record<string, (params: GetListParams) => Promise<GetListResult>> = {
  contracts,
  jobs,
  'job-queues': () => whole('jobs/queues', (row) => String(row.queue)),
  audit: (params) => paged('audit', params, auditFilter(params.filter as Record<string, string | undefined>)),
  'backdoor-entries': (params) => paged('backdoor/entries', params),
  projections: () => whole('projections', (row) => String(row.name)),
  staff,
};

/** The screens list, and open a contract: nothing is changed or deleted through react-admin's own calls. */
const notOffered = (): Promise<never> => Promise.reject(new Error('errors.errorOccurred'));

const path = (id: string) => encodeURIComponent(id);

async function getOne(resource: string, params: GetOneParams) {
  if (resource !== 'contracts') return notOffered();
  const row = (await httpClient(`${API}/contracts/${path(String(params.id))}`)).json as StaffContract;
  return { data: row };
}

export const operatorData: OperatorDataProvider = {
  getList: (resource, params) => {
    const list = LISTS[resource];
    return list ? list(params) : Promise.reject(new Error('errors.notFound'));
  },
  getOne: getOne as DataProvider['getOne'],
  getMany: notOffered,
  getManyReference: notOffered,
  create: notOffered,
  update: notOffered,
  updateMany: notOffered,
  delete: notOffered,
  deleteMany: notOffered,
  retryProjection: async (name) =>
    (await httpClient(`${API}/projections/${encodeURIComponent(name)}/retry`, { method: 'POST' })).json as {
      retried: boolean;
    },
  runSweep: async () => (await httpClient(`${API}/jobs/sweep`, { method: 'POST' })).json as SweepResult,
  contractHistory: async (id) => (await httpClient(`${API}/contracts/${path(id)}/history`)).json as StaffHistoryEntry[],
  searchRegions: async () => (await httpClient(`${API}/regions`)).json as SearchRegion[],
  contractJobs: async (id) => (await httpClient(`${API}/jobs/by-contract/${path(id)}`)).json as StaffJob[],
  jobAction: async (action, job) => {
    await httpClient(`${API}/jobs/${path(job.queue)}/${path(job.id)}/${action}`, { method: 'POST' });
  },
  removeContract: (id, removal, signature) =>
    api<CommandResult>(`/operator/contracts/${path(id)}/remove`, {
      method: 'POST',
      body: removal,
      headers: signature ? { 'X-E-Signature': signature } : {},
    }),
};
