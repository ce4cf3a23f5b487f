import type { RebuildRun } from '@rent/domain';

/**
 * The consumers of the log that are not read models: the jobs reactor schedules work from events, and
 * replaying it would schedule it all again, so the API refuses its rebuild (REACTOR_NOT_REBUILT) and the
 * screen offers none.
 */
export const REACTORS: readonly string[] = ['contract-jobs'];

/** A run a worker has not finished: its progress is read again while one is. */
export const isRunning = (run: Pick<RebuildRun, 'state'>): boolean =>
  run.state === 'waiting' || run.state === 'active' || run.state === 'delayed';
