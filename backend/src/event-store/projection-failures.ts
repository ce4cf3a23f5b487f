import { isConnectionLoss } from '../database/connection-loss.js';
import { ServiceUnavailableError } from '../errors/service-unavailable.error.js';

/**
 * Errors that say nothing about the event being applied: the database or Redis (the jobs reactor) went
 * away, or the batch lost a race (deadlock, serialization) or waited too long for a lock. They are retried for as long as they
 * last and never stall a projection.
 */
const PASSING_SQLSTATES = new Set(['40P01', '40001', '55P03', '57014']);

export const isPassingFailure = (error: unknown): boolean =>
  isConnectionLoss(error) ||
  error instanceof ServiceUnavailableError ||
  PASSING_SQLSTATES.has((error as { code?: string })?.code ?? '');

/** The pause before the next try after `failures` failures in a row: 0.2 s, 0.4 s, … up to `capMs`. */
export const restAfter = (failures: number, capMs: number): number => Math.min(capMs, 100 * 2 ** failures);

/**
 * One projection's failures in a row. After a failed batch the runner goes on one event at a time for
 * as many events as the batch held, so that every event before the failing one is applied and the one
 * that fails is known; a success clears the count; `maxAttempts` failures of the same event stall it.
 */
export class FailureState {
  failures = 0;
  passing = 0;
  until = 0;
  /** Events still to apply one at a time. */
  narrow = 0;
}
