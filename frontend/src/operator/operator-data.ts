import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { httpClient } from '@/providers/dataProvider';
import { auditFilter, pageQuery, totalOf } from './list-query';

const API = '/api/operator';

/** What the daily sweep did, counted by kind of work (`POST /api/operator/jobs/sweep`). */
export interface SweepResult {
  expired: number;
  cancelled: number;
  reminded: number;
  guarantees: number;
  invoiceReminders: number;
  abandonedUploads: number;
}

/** The back-office's reads as react-admin lists, and the two actions its screens take. */
export interface OperatorDataProvider extends DataProvider {
  retryProjection(name: string): Promise<{ retried: boolean }>;
  runSweep(): Promise<SweepResult>;
}

/** A list the API pages by offset and limit, from react-admin's page and rows per page. */
async function paged(path: string, params: GetListParams, filter: Record<string, string | undefined> = {}) {
  const { json, headers } = await httpClient(`${API}/${path}?${pageQuery(params.pagination, filter)}`);
  const rows = json as RaRecord[];
  return { data: rows, total: totalOf(headers, rows.length) };
}

/** A list the API answers whole (a few dozen rows at most), each row given the id react-admin keys it by. */
async function whole(path: string, id: (row: Record<string, unknown>, index: number) => string) {
  const rows = (await httpClient(`${API}/${path}`)).json as Record<string, unknown>[];
  return { data: rows.map((row, index) => ({ ...row, id: id(row, index) })), total: rows.length };
}

const LISTS: Record<string, (params: GetListParams) => Promise<GetListResult>> = {
  audit: (params) => paged('audit', params, auditFilter(params.filter as Record<string, string | undefined>)),
  'backdoor-entries': (params) => paged('backdoor/entries', params),
  projections: () => whole('projections', (row) => String(row.name)),
  // A job BullMQ lost the id of still needs a key of its own in the table.
  'failed-jobs': () => whole('jobs/failed', (row, index) => (row.id ? String(row.id) : `#${index}`)),
};

/** The screens only list: a record is never fetched, changed or deleted through react-admin. */
const notOffered = (): Promise<never> => Promise.reject(new Error('errors.errorOccurred'));

export const operatorData: OperatorDataProvider = {
  getList: (resource, params) => {
    const list = LISTS[resource];
    return list ? list(params) : Promise.reject(new Error('errors.notFound'));
  },
  getOne: notOffered,
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
};
