import type { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@rent/domain';
import { START, type StreamCursor } from '../event-store.port.js';
import { fromRecorded } from './event-data.js';
import { logPages, streamEvents } from './reads.js';
import { revisionOfVersion } from './positions.js';

/**
 * The rebuild's read stream after stream (EventStore.readStreamsInOrder), without a list of streams.
 *
 * PostgreSQL walks its (stream_id, stream_version) key. KurrentDB has no such index we can walk (its
 * `$streams` needs the system projections, which the compose file leaves off), and collecting a
 * million stream ids from $all to sort them would hold them all in memory. So here the streams come in
 * the order of their first events in $all, not by id: $all is walked for events at revision 0 of the
 * prefix's streams, and each such stream is read whole (its events of the types, at or before
 * `through`) before the walk goes on. What the rebuild needs holds all the same: each stream's events
 * come together, and a cursor (the last stream and version handed out) says where to go on: the rest of
 * that stream, then the walk from that stream's first event. Only one page of $all is held at a time.
 *
 * The cost: the walk reads the whole log once besides the streams' own reads, about twice what a replay
 * in global order reads, but each row is written once.
 */
export async function readStreamsInOrder(
  client: KurrentDBClient,
  prefix: string,
  types: readonly string[],
  through: GlobalPosition,
  after: StreamCursor | null,
  limit: number,
): Promise<RecordedEvent[]> {
  const wanted = new Set(types);
  const out: RecordedEvent[] = [];
  if (limit <= 0 || comparePositions(through, START) === 0) return out;

  /** Adds a stream's events after a version; answers whether the batch is full. */
  const take = async (streamId: string, afterVersion: number): Promise<boolean> => {
    for await (const raw of streamEvents(client, streamId, revisionOfVersion(afterVersion + 1))) {
      const event = fromRecorded(raw);
      if (!event) continue;
      // A stream's events are in $all's order too: past `through`, the rest of it is as well.
      if (comparePositions(event.globalPosition, through) > 0) return false;
      if (!wanted.has(event.type)) continue;
      out.push(event);
      if (out.length >= limit) return true;
    }
    return false;
  };

  let walkFrom = START;
  if (after) {
    if (await take(after.streamId, after.streamVersion)) return out;
    const first = await firstEvent(client, after.streamId);
    if (!first) throw new Error(`The rebuild's cursor names ${after.streamId}, which KurrentDB does not hold`);
    walkFrom = first.globalPosition;
  }
  for await (const page of logPages(client, walkFrom)) {
    const starts: string[] = [];
    let passedThrough = false;
    for (const raw of page) {
      const event = fromRecorded(raw);
      if (!event) continue;
      if (comparePositions(event.globalPosition, through) > 0) {
        // A stream begun after `through` has no event at or before it.
        passedThrough = true;
        break;
      }
      if (event.streamVersion === 1 && event.streamId.startsWith(prefix)) starts.push(event.streamId);
    }
    for (const streamId of starts) if (await take(streamId, 0)) return out;
    if (passedThrough) return out;
  }
  return out;
}

async function firstEvent(client: KurrentDBClient, streamId: string): Promise<RecordedEvent | null> {
  for await (const raw of streamEvents(client, streamId)) return fromRecorded(raw);
  return null;
}
