import type { JobsOptions } from 'bullmq';

/** The queue every SMS goes through: the request that asked for it never waits on a gateway. */
export const SMS_QUEUE = 'sms';
export const SEND_SMS = 'send-sms';

/**
 * A gateway that fails is tried again after 2, 4, 8, 16 and 32 seconds: a sign-in code is worth sending
 * for about a minute, not longer. Done jobs go soon (they hold codes); failed ones stay a week for operators.
 */
export const SMS_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * A notice (sms-notices.ts) is worth sending for longer than a code: a gateway down for two hours still
 * delivers it (2 s, 4 s, … 68 min apart, twelve tries).
 */
export const NOTICE_JOB_OPTIONS: JobsOptions = { ...SMS_JOB_OPTIONS, attempts: 12 };

/**
 * The job that queues again every notice still waiting (what a Redis away at the time missed), and the name
 * of its scheduler, as CLEAN_EXPORTS is both.
 */
export const RELAY_NOTICES = 'relay-notices';
export const RELAY_NOTICES_EVERY_MS = 5 * 60_000;

/** 998901234567 → 99890*****67: enough to tell numbers apart in a log, not enough to call one. */
export const maskPhone = (phone: string): string =>
  `${phone.slice(0, 5)}${'*'.repeat(Math.max(phone.length - 7, 0))}${phone.slice(-2)}`;
