import type { DomainEvent } from '../events/envelope.js';

/**
 * A party's user opened one of its notifications. What a user does is an event too, so rebuilding the
 * notifications from the log changes nothing they see (DESIGN.md). The first mark of a notification is
 * the one that counts.
 */
export type NotificationRead = DomainEvent<
  'NotificationRead',
  {
    /** The notification: the id of the event it tells of. */
    notificationId: string;
    /** The party it was addressed to (a legal entity's employee reads the entity's). */
    partyId: string;
    /** The user who read it. */
    readBy: string;
    /** When, ISO instant. */
    readAt: string;
  }
>;

export type NotificationEvent = NotificationRead | InvoicesDueReminded;

/** A party's marks: one stream of independent facts, appended at whatever version it has reached. */
export const notificationReadsStreamId = (partyId: string): string => `notification-reads-${partyId}`;

/**
 * Spec §1, an electronic invoice by month end: three days before the month ends the portal reminded a
 * lessor (a legal entity or a sole proprietor) of the month's invoices it has not issued yet. One stream per
 * lessor and month, written once: a second reminder of the month finds the stream taken.
 */
export type InvoicesDueReminded = DomainEvent<
  'InvoicesDueReminded',
  {
    partyId: string;
    /** YYYY-MM. */
    month: string;
    /** How many of the month's invoices were still due. */
    due: number;
    at: string;
  }
>;

export const invoiceRemindersStreamId = (partyId: string, month: string): string =>
  `invoice-reminders-${partyId}-${month}`;
