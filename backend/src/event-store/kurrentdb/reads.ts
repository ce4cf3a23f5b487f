import {
  BACKWARDS,
  END,
  type KurrentDBClient,
  type Position,
  type ReadPosition,
  type RecordedEvent as KurrentRecorded,
  START as LOG_START,
  StreamNotFoundError,
  type AllStreamRecordedEvent,
  type ReadRevision,
} from '@kurrent/kurrentdb-client';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@rent/domain';
import { START } from '../event-store.port.js';
import { fromRecorded } from './event-data.js';
import { toGlobalPosition, toKurrentPosition } from './positions.js';

/** Events $all hands over per request, at most. */
export const LOG_PAGE = 1000;

const isStart = (p: GlobalPosition) => comparePositions(p, START) === 0;

/** The events of one stream from a revision on, oldest first; nothing for a stream that does not exist. */
export async function* streamEvents(
  client: KurrentDBClient,
  streamId: string,
  fromRevision: ReadRevision = LOG_START,
): AsyncGenerator<KurrentRecorded> {
  try {
    for await (const resolved of client.readStream(streamId, { fromRevision }))
      if (resolved.event) yield resolved.event;
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw error;
  }
}

/** The events of one stream from the newest back, `page` at a time. */
export async function* streamEventsBackwards(
  client: KurrentDBClient,
  streamId: string,
  page: number,
): AsyncGenerator<KurrentRecorded> {
  let from: ReadRevision = END;
  for (;;) {
    let read = 0;
    let oldest: bigint | undefined;
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: from,
        maxCount: page,
      })) {
        read++;
        if (!resolved.event) continue;
        oldest = resolved.event.revision;
        yield resolved.event;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
      return;
    }
    if (read < page || oldest === undefined || oldest === 0n) return;
    from = oldest - 1n;
  }
}

/**
 * The events of $all after a position (START: from the beginning), oldest first, a page at a time. A read
 * of $all from a position includes the event at it, so that one is passed over. Each page is read to its
 * end before it is handed over, so no read is left open while its reader does other reads.
 */
export async function* logPages(
  client: KurrentDBClient,
  after: GlobalPosition,
  pageSize = LOG_PAGE,
): AsyncGenerator<AllStreamRecordedEvent[]> {
  let floor: GlobalPosition | null = isStart(after) ? null : after;
  for (;;) {
    const fromPosition: ReadPosition = floor ? toKurrentPosition(floor) : LOG_START;
    const page: AllStreamRecordedEvent[] = [];
    let read = 0;
    let last: Position | undefined;
    for await (const resolved of client.readAll({ fromPosition, maxCount: pageSize })) {
      read++;
      const event = resolved.event;
      if (!event) continue;
      last = event.position;
      if (floor && comparePositions(toGlobalPosition(event.position), floor) <= 0) continue;
      page.push(event);
    }
    if (page.length > 0) yield page;
    if (read < pageSize || !last) return;
    floor = toGlobalPosition(last);
  }
}

/** The newest of our events in $all, or null when there is none. */
export async function newestEvent(client: KurrentDBClient): Promise<RecordedEvent | null> {
  let from: ReadPosition = END;
  for (;;) {
    let read = 0;
    let oldest: Position | undefined;
    for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: LOG_PAGE })) {
      read++;
      if (!resolved.event) continue;
      // A backward read may include the event at its starting position: it was looked at already.
      if (oldest === undefined && from !== END && samePosition(resolved.event.position, from)) continue;
      oldest = resolved.event.position;
      const ours = fromRecorded(resolved.event);
      if (ours) return ours;
    }
    if (read < LOG_PAGE || !oldest) return null;
    from = oldest;
  }
}

const samePosition = (a: Position, b: Position) => a.commit === b.commit && a.prepare === b.prepare;
