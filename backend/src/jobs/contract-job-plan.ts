import { declarationLapsesAt, type LocalDate } from '@rent/domain';
import {
  expiryTime,
  jobIds,
  type JobName,
  type JobPayloads,
  REMINDER_DAYS,
  reminderTime,
  yearStartTime,
} from './job-registry.js';

/** One job to add: its name, payload, and the id and delay that place it. */
export interface PlannedJob<N extends JobName = JobName> {
  name: N;
  data: JobPayloads[N];
  opts: { jobId: string; delay: number };
}

const planned = <N extends JobName>(
  name: N,
  jobId: string,
  data: JobPayloads[N],
  at: number,
  now: number,
): PlannedJob<N> => ({
  name,
  data,
  opts: { jobId, delay: Math.max(0, at - now) },
});

/**
 * What an approved contract needs for its end date: its expiry (at once if the date has passed) and the
 * reminders still ahead. A mark already passed is left to the daily sweep, which reminds on the day
 * itself only. The reactor and the restore after a Redis loss both plan with this, so they agree.
 */
export function contractInForceJobs(contractId: string, endDate: LocalDate, now: number): PlannedJob[] {
  const jobs: PlannedJob[] = [
    planned('expire-contract', jobIds.expire(contractId, endDate), { contractId, endDate }, expiryTime(endDate), now),
  ];
  for (const daysBefore of REMINDER_DAYS) {
    const at = reminderTime(endDate, daysBefore);
    if (at > now)
      jobs.push(
        planned(
          'remind-expiry',
          jobIds.remind(contractId, endDate, daysBefore),
          { contractId, endDate, daysBefore },
          at,
          now,
        ),
      );
  }
  return jobs;
}

/** The check of a letter of guarantee once its deadline is over. */
export const guaranteeCheckJob = (contractId: string, deadline: LocalDate, now: number): PlannedJob =>
  planned(
    'check-guarantee',
    jobIds.guarantee(contractId, deadline),
    { contractId, deadline },
    expiryTime(deadline),
    now,
  );

/**
 * The end of a contract accepted as cancelled from a later year, on 1 January of it (at once if that has
 * passed). Named by the acceptance's event, which the reactor and the restore both know.
 */
export const endCancelledJob = (
  contractId: string,
  effectiveYear: number,
  acceptedEventId: string,
  now: number,
): PlannedJob =>
  planned(
    'end-cancelled-contract',
    jobIds.endCancelled(acceptedEventId),
    { contractId, effectiveYear },
    yearStartTime(effectiveYear),
    now,
  );

/**
 * A lessee's declaration (issue 21) lapses unanswered 30 days after it began waiting for its lessor (its
 * registration or its last resubmission): the job is named by that instant, so each wait is marked once.
 */
export const lapseDeclarationJob = (contractId: string, awaitingSince: string, now: number): PlannedJob =>
  planned(
    'lapse-declaration',
    jobIds.lapse(contractId, awaitingSince),
    { contractId, awaitingSince },
    declarationLapsesAt(awaitingSince),
    now,
  );

/** The SMS that tells the lessor of a lessee's declaration, sent at once and once per contract. */
export const tellLessorJob = (data: JobPayloads['tell-lessor-of-declaration'], now: number): PlannedJob =>
  planned('tell-lessor-of-declaration', jobIds.toldLessor(data.contractId), data, now, now);
