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

export type NotificationEvent = NotificationRead;

/** A party's marks: one stream of independent facts, appended at whatever version it has reached. */
export const notificationReadsStreamId = (partyId: string): string => `notification-reads-${partyId}`;
