import { z } from 'zod';
import { instant } from './json-values.js';

/**
 * What a party is told in the portal (`GET /api/notifications`, newest first): a contract sent to it, a
 * step the other party took, a reminder. The frontend words it as the message `notifications.<kind>`.
 */
export const portalNotificationSchema = z.object({
  id: z.string(),
  /** Null for a notification of no one contract (the month-end invoices reminder: it opens /invoices). */
  contractId: z.string().nullable(),
  kind: z.string(),
  /** The message's placeholders: contract number, days left, reason. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: instant,
  readAt: instant.nullable(),
});
export type PortalNotification = z.infer<typeof portalNotificationSchema>;

/**
 * The bell's badge shows up to 99 unread and "99+" beyond, so the API counts only as far as this: a party
 * that never opens the bell piles up tens of thousands, and the badge is asked on every page.
 */
export const UNREAD_COUNT_CAP = 100;

/**
 * How many of the party's notifications are unread (`GET /api/notifications/unread-count`): the bell's
 * badge. Counted up to UNREAD_COUNT_CAP, which then means that many or more.
 */
export const unreadCountSchema = z.object({ count: z.number().int().min(0).max(UNREAD_COUNT_CAP) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * A notification marked read (`POST /api/notifications/{id}/read`): the position to read after, unless
 * it was read already and nothing was written.
 */
export const notificationMarkedSchema = z.object({ id: z.string(), position: z.string().optional() });
export type NotificationMarked = z.infer<typeof notificationMarkedSchema>;
