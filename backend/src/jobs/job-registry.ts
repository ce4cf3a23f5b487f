import type { JobsOptions } from 'bullmq';
import type { LocalDate } from '@rent/domain';

/** The one queue of scheduled contract work, and every job it carries with its payload. */
export const CONTRACT_JOBS = 'contract-jobs';

export interface JobPayloads {
  /** Expire an approved contract once its last day is over. */
  'expire-contract': { contractId: string; endDate: LocalDate };
  /** Tell both parties the term ends in `daysBefore` days. */
  'remind-expiry': { contractId: string; endDate: LocalDate; daysBefore: number };
  /** End a contract accepted as cancelled from `effectiveYear`, on 1 January of it. */
  'end-cancelled-contract': { contractId: string; effectiveYear: number };
  /** Tell the lessor by SMS that its lessee registered a contract for it to confirm or reject (issue 21). */
  'tell-lessor-of-declaration': { contractId: string; lessorId: string };
  /** Mark a lessee's declaration the lessor left unanswered since `awaitingSince` for 30 days (state 11). */
  'lapse-declaration': { contractId: string; awaitingSince: string };
  /** After a letter of guarantee's deadline: was it followed by a real contract? */
  'check-guarantee': { contractId: string; deadline: LocalDate };
  /** The daily pass that catches whatever the delayed jobs missed (Redis flushed, clock changed). */
  'expiry-sweep': Record<string, never>;
  /** From three days before a month ends: remind each lessor with invoices of the month still due (spec §1). */
  'remind-invoices': Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** The daily sweep: a little after midnight in Tashkent. */
export const SWEEP_SCHEDULER = 'expiry-sweep';
export const SWEEP_SCHEDULE = { pattern: '0 5 0 * * *', tz: 'Asia/Tashkent' };

/**
 * The month-end invoice reminders: 09:00 in Tashkent on the days a reminder may fall on or follow (the 25th
 * of a 28-day February is the earliest); each run reminds only from its month's reminder day on, and only
 * lessors not yet reminded that month. Each run's job id is the scheduler's and its time: never two at once.
 */
export const INVOICE_REMINDERS_SCHEDULER = 'invoice-reminders';
export const INVOICE_REMINDERS_SCHEDULE = { pattern: '0 0 9 25-31 * *', tz: 'Asia/Tashkent' };

/**
 * Job ids are made of the contract and the date the job is for, or of the event that asked for it (an
 * accepted cancellation, which happens once per event): the reactor, a replay of the log and a restore
 * after Redis lost the jobs all name the same job, and BullMQ adds nothing for an id it holds. (BullMQ
 * forbids ':' in an id.)
 */
export const jobIds = {
  expire: (contractId: string, endDate: LocalDate) => `expire_${contractId}_${endDate}`,
  remind: (contractId: string, endDate: LocalDate, daysBefore: number) =>
    `remind_${contractId}_${endDate}_${daysBefore}`,
  guarantee: (contractId: string, deadline: LocalDate) => `guarantee_${contractId}_${deadline}`,
  endCancelled: (acceptedEventId: string) => `cancel_${acceptedEventId}`,
  toldLessor: (contractId: string) => `declared_${contractId}`,
  lapse: (contractId: string, awaitingSince: string) => `lapse_${contractId}_${Date.parse(awaitingSince)}`,
};

/** The day marks of spec §4's badge thresholds at which the parties are reminded. */
export const REMINDER_DAYS = [31, 10, 0] as const;

/** A failed job retries with growing pauses, then stays in the failed set for an operator to see. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 30 * 24 * 3600 },
  removeOnFail: false,
};

const DAY = 24 * 3600 * 1000;
/** Midnight that ends a contract's last day, in Tashkent (UTC+5). */
export const expiryTime = (endDate: LocalDate): number => Date.parse(`${endDate}T00:00:00+05:00`) + DAY;
/** Midnight that begins 1 January of `year` in Tashkent: when a cancellation from that year takes effect. */
export const yearStartTime = (year: number): number => Date.parse(`${year}-01-01T00:00:00+05:00`);
/** 09:00 in Tashkent `daysBefore` days before the end date. */
export const reminderTime = (endDate: LocalDate, daysBefore: number): number =>
  Date.parse(`${endDate}T09:00:00+05:00`) - daysBefore * DAY;
