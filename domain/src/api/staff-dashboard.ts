import { z } from 'zod';

/**
 * The back-office's dashboard (`GET /api/operator/dashboard`, issue 19, screen 7): the register's figures
 * at a glance, no party named. `region` is the two digits of a registration number's region part
 * (registration-number.ts; 00 for vehicles).
 */
export const staffDashboardSchema = z.object({
  asOf: z.iso.datetime(),
  registeredPerDay: z.array(z.object({ day: z.string(), kind: z.string(), region: z.string(), n: z.number().int() })),
  byState: z.array(z.object({ state: z.number().int(), n: z.number().int() })),
  /** Contracts waiting for the other party's confirmation longer than `olderThanDays`. */
  pendingConfirmations: z.object({ olderThanDays: z.number().int(), n: z.number().int() }),
  failedJobs: z.array(z.object({ queue: z.string(), n: z.number().int() })),
  /** SMS attempts that failed or were refused in the last day, by gateway. */
  smsFailures: z.array(z.object({ gateway: z.string(), n: z.number().int() })),
  projections: z.array(
    z.object({ name: z.string(), behind: z.number().int(), lagSeconds: z.number(), stalled: z.boolean() }),
  ),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

/** The dashboard's span: the days of registrations it draws, and how long a confirmation may wait. */
export const staffDashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(92).default(30),
  pendingDays: z.coerce.number().int().min(1).max(365).default(10),
});
export type StaffDashboardQuery = z.infer<typeof staffDashboardQuerySchema>;
