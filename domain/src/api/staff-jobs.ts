import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { offsetPageSchema } from './offset-page.js';

/** The portal's queues (BullMQ) as the staff's jobs screen names them. */
export const STAFF_QUEUES = ['contract-jobs', 'sms', 'exports'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];
/** The states a job is listed by. */
export const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A queue and how many of its jobs are in each state (`GET /api/operator/jobs/queues`). */
export const queueCountsSchema = z.object({
  queue: z.enum(STAFF_QUEUES),
  counts: z.record(z.enum(JOB_STATES), z.number().int()),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

/**
 * A job as the staff see it: what it is for and where it stands. `data` is what the job may show: a
 * contract job's contract and dates; an SMS's masked number, never its text (it may carry a sign-in code);
 * a download's id.
 */
export const staffJobSchema = z.object({
  queue: z.enum(STAFF_QUEUES),
  id: z.string(),
  name: z.string(),
  state: z.string(),
  data: z.record(z.string(), z.unknown()),
  attemptsMade: z.number().int(),
  failedReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When a delayed job is due. */
  runAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type StaffJob = z.infer<typeof staffJobSchema>;

/** Which jobs a list shows: one queue's, in one state, a page at a time. */
export const staffJobsQuerySchema = offsetPageSchema.extend({
  queue: z.enum(STAFF_QUEUES, MessageKeys.invalidValue),
  state: z.enum(JOB_STATES, MessageKeys.invalidValue),
});
export type StaffJobsQuery = z.infer<typeof staffJobsQuerySchema>;
