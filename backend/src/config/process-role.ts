import type { AppConfig } from './config.js';

/**
 * What one process of the portal does (PROCESS_ROLE). `api` serves HTTP and keeps no background work: it
 * appends events and enqueues jobs. `worker` runs the projectors (read models and reactors), the BullMQ
 * processors, the restore of what Redis lost and the numbering of older contracts; over HTTP it answers
 * only its health and metrics. `all`, the default (`npm start`), is both in one process. Any number of
 * each can run on one database and one Redis: a projection's batch holds an advisory lock, the workers
 * divide the projections among them by their cost (event-store/projection-shares.ts; a dead worker's
 * share is taken over within about a second), a job is taken by one worker, and the restore runs under
 * a lock of its own.
 */
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export const runsWorkers = (config: Pick<AppConfig, 'PROCESS_ROLE'>): boolean => config.PROCESS_ROLE !== 'api';
export const servesApi = (config: Pick<AppConfig, 'PROCESS_ROLE'>): boolean => config.PROCESS_ROLE !== 'worker';
