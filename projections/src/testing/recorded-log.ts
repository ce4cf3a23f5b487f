import type { Actor, DomainEvent, RecordedEvent } from '@rent/domain';

/**
 * Events as the store records them, for the projections' specs: each stream's versions counted from 1,
 * global positions and recording times in the order of appending. `events` is the whole log so far.
 */
export class RecordedLog {
  readonly events: RecordedEvent[] = [];
  private readonly versions = new Map<string, number>();
  private position = 0;

  constructor(private clock = Date.parse('2026-03-01T09:00:00.000Z')) {}

  append(streamId: string, events: readonly DomainEvent[], actor: Actor): RecordedEvent[] {
    const recorded = events.map((event) => {
      const streamVersion = (this.versions.get(streamId) ?? 0) + 1;
      this.versions.set(streamId, streamVersion);
      this.position += 1;
      this.clock += 60_000;
      const recorded = {
        eventId: `00000000-0000-4000-8000-${String(this.position).padStart(12, '0')}`,
        streamId,
        streamVersion,
        type: event.type,
        data: event.data,
        metadata: { actor, correlationId: '00000000-0000-4000-8000-000000000000', causationId: null },
        globalPosition: { transactionId: BigInt(this.position), position: BigInt(this.position) },
        recordedAt: new Date(this.clock),
      };
      return recorded as RecordedEvent;
    });
    this.events.push(...recorded);
    return recorded;
  }
}
