import {
  type AllStreamRecordedEvent,
  type EventData,
  jsonEvent,
  type RecordedEvent as KurrentRecorded,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, RecordedEvent } from '@rent/domain';
import { toGlobalPosition, versionOfRevision } from './positions.js';

/*
 * How our events are written to KurrentDB and read back.
 *
 * Data: JSON, as the PostgreSQL adapter keeps it (JSON.stringify into jsonb, parsed back by pg): the
 * client stringifies it on the way in and parses it on the way out, so what comes back is exactly what
 * PostgreSQL hands back. Neither store keeps a bigint (JSON.stringify refuses one in both) or a Date
 * (both hand back its ISO string); event data holds neither (domain/src/events).
 *
 * Metadata: the multi-stream append (KurrentDB 25.1) takes an event's metadata only as string
 * properties, so ours goes as one property holding its JSON. Two more properties may ride along:
 * - `snapshot`: a stream's folded state after this event (StreamWrite.snapshot), on the last event of a
 *   write; a decision reads its stream backwards to the newest one (kurrentdb-event-store.ts). It is
 *   not part of the event's metadata as readers see it.
 * - `recordedAt`: when the event was first recorded, for a log copied from PostgreSQL
 *   (copy-to-kurrentdb): KurrentDB stamps its own time on every write, which would make a copied
 *   contract's history read as if it all happened on the day of the copy.
 */

const METADATA = 'metadata';
const SNAPSHOT = 'snapshot';
const RECORDED_AT = 'recordedAt';

export interface OutgoingEvent {
  /** The event's id: KurrentDB recognises a write it already has by its events' ids. */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  snapshot?: unknown;
  recordedAt?: Date;
}

export function toEventData(event: OutgoingEvent): EventData {
  const properties: Record<string, string> = { [METADATA]: JSON.stringify(event.metadata) };
  if (event.snapshot !== undefined) properties[SNAPSHOT] = JSON.stringify(event.snapshot);
  if (event.recordedAt) properties[RECORDED_AT] = event.recordedAt.toISOString();
  // The client's JSON type names objects, arrays and strings; it stringifies whatever it is given, as
  // the PostgreSQL adapter does, so any JSON value goes through the same way.
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: properties,
  });
}

/** A stored event as the port's RecordedEvent, or null when it is not one of ours (KurrentDB's own, `$…`). */
export function fromRecorded(event: KurrentRecorded | AllStreamRecordedEvent): RecordedEvent | null {
  const properties = propertiesOf(event);
  const metadata = properties?.[METADATA];
  if (typeof metadata !== 'string' || event.streamId.startsWith('$')) return null;
  if (!event.position)
    throw new Error('KurrentDB answered an event without its position: a server of 22.6 or later is needed');
  const recordedAt = properties![RECORDED_AT];
  return {
    eventId: event.id,
    streamId: event.streamId,
    streamVersion: versionOfRevision(event.revision),
    type: event.type,
    data: event.data,
    metadata: JSON.parse(metadata) as EventMetadata,
    globalPosition: toGlobalPosition(event.position),
    recordedAt: typeof recordedAt === 'string' ? new Date(recordedAt) : event.created,
  } as RecordedEvent;
}

/** The snapshot a write kept on this event, if any. */
export function snapshotOf(event: KurrentRecorded): { state: unknown } | null {
  const snapshot = propertiesOf(event)?.[SNAPSHOT];
  return typeof snapshot === 'string' ? { state: JSON.parse(snapshot) as unknown } : null;
}

/** Our events are JSON with their metadata as a JSON object of properties; anything else is not ours. */
function propertiesOf(event: KurrentRecorded): Record<string, unknown> | null {
  const { metadata } = event;
  if (!event.isJson || metadata === undefined || metadata instanceof Uint8Array) return null;
  return typeof metadata === 'object' && !Array.isArray(metadata) ? (metadata as Record<string, unknown>) : null;
}
