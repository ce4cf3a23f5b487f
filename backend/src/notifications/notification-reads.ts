import { Inject, Injectable } from '@nestjs/common';
import { formatPosition, type NotificationRead, notificationReadsStreamId } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { partyActor, type Principal } from '../http/principal.js';

/**
 * Marking a notification read is the reader's own fact, written as an event to the party's stream of
 * marks (not into the read model), so that rebuilding the notifications keeps it.
 */
@Injectable()
export class NotificationReads {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projector: ProjectorRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Records the mark; answers its position, which the reader's next reads wait for (X-Read-After). */
  async mark(principal: Principal, notificationId: string, correlationId: string): Promise<string> {
    const read: NotificationRead = {
      type: 'NotificationRead',
      data: {
        notificationId,
        partyId: principal.partyId,
        readBy: principal.userId,
        readAt: this.clock.now().toISOString(),
      },
    };
    // Marks are independent of each other: no version to expect.
    const result = await this.store.appendToStream(notificationReadsStreamId(principal.partyId), 'any', [read], {
      actor: partyActor(principal),
      correlationId,
      causationId: null,
    });
    this.projector.nudge();
    return formatPosition(result.lastPosition);
  }
}
