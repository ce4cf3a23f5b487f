import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { AllStreamRecordedEvent } from '@kurrent/kurrentdb-client';
import type { EventMetadata } from '@rent/domain';
import { fromRecorded, snapshotOf, toEventData } from './event-data.js';

const metadata: EventMetadata = {
  actor: { kind: 'party', userId: 'u-1', partyId: '301234567', name: 'Lessor', employeePinfl: '31234567890123' },
  correlationId: randomUUID(),
  causationId: null,
};

/**
 * What KurrentDB hands back for an event the client wrote: the client sends the data as JSON text and
 * the metadata as JSON; the server gives both back as bytes, which the client parses (its
 * convertGrpcRecord). Done here the same way, so the round trip is the one a server makes.
 */
function storedAndRead(written: ReturnType<typeof toEventData>, at = { commit: 4096n, prepare: 4096n }) {
  if (written.contentType !== 'application/json') throw new Error('not JSON');
  return {
    streamId: 'contract-1',
    id: written.id,
    isJson: true,
    revision: 2n,
    type: written.type,
    created: new Date('2026-03-01T08:00:00.000Z'),
    data: JSON.parse(JSON.stringify(written.data)) as unknown,
    metadata: JSON.parse(JSON.stringify(written.metadata)) as unknown,
    position: at,
  } as AllStreamRecordedEvent;
}

describe('our events in KurrentDB', () => {
  it('data comes back as PostgreSQL hands it back (JSON): dates as ISO strings, undefined fields gone', () => {
    const data = {
      area: 12.75,
      at: new Date('2026-01-10T10:00:00.123Z'),
      none: null,
      gone: undefined,
      nested: { list: [1, 'two', { three: 3 }] },
      text: 'ʻOʼzbekiston «ijara» 🏠',
    };
    const read = fromRecorded(storedAndRead(toEventData({ id: randomUUID(), type: 'Tested', data, metadata })));
    // What PostgreSQL's jsonb column gives back for the same object.
    expect(read!.data).toEqual(JSON.parse(JSON.stringify(data)));
    expect(read!.data).toEqual({
      area: 12.75,
      at: '2026-01-10T10:00:00.123Z',
      none: null,
      nested: { list: [1, 'two', { three: 3 }] },
      text: 'ʻOʼzbekiston «ijara» 🏠',
    });
  });

  it('metadata goes as string properties only (the multi-stream append takes no other) and comes back whole', () => {
    const written = toEventData({ id: randomUUID(), type: 'Tested', data: {}, metadata });
    expect(Object.values(written.metadata as Record<string, unknown>).every((v) => typeof v === 'string')).toBe(true);
    const read = fromRecorded(storedAndRead(written));
    expect(read).toMatchObject({
      eventId: written.id,
      streamId: 'contract-1',
      streamVersion: 3,
      type: 'Tested',
      metadata,
      globalPosition: { transactionId: 4096n, position: 4096n },
      recordedAt: new Date('2026-03-01T08:00:00.000Z'),
    });
  });

  it('a copied event keeps the time PostgreSQL recorded it, not the time of the copy', () => {
    const recordedAt = new Date('2024-05-06T07:08:09.010Z');
    const read = fromRecorded(
      storedAndRead(toEventData({ id: randomUUID(), type: 'T', data: {}, metadata, recordedAt })),
    );
    expect(read!.recordedAt).toEqual(recordedAt);
  });

  it('a snapshot rides along on its event and is not part of the metadata readers see', () => {
    const raw = storedAndRead(
      toEventData({ id: randomUUID(), type: 'T', data: {}, metadata, snapshot: { held: 1250, holders: 2 } }),
    );
    expect(snapshotOf(raw)).toEqual({ state: { held: 1250, holders: 2 } });
    expect(fromRecorded(raw)!.metadata).toEqual(metadata);
    expect(snapshotOf(storedAndRead(toEventData({ id: randomUUID(), type: 'T', data: {}, metadata })))).toBeNull();
  });

  it('passes over what the portal did not write: KurrentDB’s own streams, binary events, events without our metadata', () => {
    const ours = storedAndRead(toEventData({ id: randomUUID(), type: 'T', data: {}, metadata }));
    expect(fromRecorded({ ...ours, streamId: '$stats-127.0.0.1:2113' })).toBeNull();
    expect(fromRecorded({ ...ours, metadata: { other: 'x' } })).toBeNull();
    expect(fromRecorded({ ...ours, isJson: false, data: new Uint8Array([1]) } as AllStreamRecordedEvent)).toBeNull();
  });
});
