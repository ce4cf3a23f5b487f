import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { JSONEventData } from '@kurrent/kurrentdb-client';
import type { EventMetadata, RecordedEvent } from '@rent/domain';
import { START } from '../event-store.port.js';
import {
  COPY_PROGRESS_STREAM,
  copyBatch,
  LogComparison,
  progressOf,
  tallyEvent,
  type StreamTally,
} from './log-copy.js';

const metadata: EventMetadata = {
  actor: { kind: 'operator', userId: 'op-1', partyId: '', name: 'Operator' },
  correlationId: randomUUID(),
  causationId: null,
};

let position = 1000n;
const recorded = (streamId: string, streamVersion: number, type = 'Tested'): RecordedEvent =>
  ({
    eventId: randomUUID(),
    streamId,
    streamVersion,
    type,
    data: { streamVersion },
    metadata,
    globalPosition: { transactionId: position, position: position++ },
    recordedAt: new Date('2025-02-03T04:05:06.789Z'),
  }) as RecordedEvent;

const json = (e: unknown) => e as JSONEventData;

describe('copying a batch of the PostgreSQL log', () => {
  it('appends each stream’s events together at the version before its first, ids and recorded times kept, the progress last', () => {
    const events = [
      recorded('contract-a', 1),
      recorded('property-p', 4),
      recorded('contract-a', 2),
      recorded('contract-b', 7),
    ];
    const { batches, progress } = copyBatch(events, new Map(), { through: START, events: 0, version: 0 });
    expect(batches.map((b) => [b.streamId, b.expectedVersion, b.events.length])).toEqual([
      ['contract-a', 0, 2],
      ['property-p', 3, 1],
      ['contract-b', 6, 1],
      [COPY_PROGRESS_STREAM, 0, 1],
    ]);
    expect(batches[0]!.events.map((e) => e.id)).toEqual([events[0]!.eventId, events[2]!.eventId]);
    expect((batches[0]!.events[0]!.metadata as Record<string, string>).recordedAt).toBe('2025-02-03T04:05:06.789Z');
    expect(progress).toEqual({ through: events[3]!.globalPosition, events: 4, version: 1 });
    // The progress event says the same, for the run after an interruption.
    expect(progressOf(json(batches[3]!.events[0]).data, 1)).toEqual(progress);
  });

  it('puts a stream’s snapshot on the event it was kept at, and nowhere else', () => {
    const events = [recorded('property-p', 1), recorded('property-p', 2), recorded('property-p', 3)];
    const { batches } = copyBatch(events, new Map([['property-p', { version: 2, state: { held: 500, holders: 1 } }]]), {
      through: START,
      events: 10,
      version: 3,
    });
    const snapshots = batches[0]!.events.map((e) => (e.metadata as Record<string, string>).snapshot);
    expect(snapshots).toEqual([undefined, JSON.stringify({ held: 500, holders: 1 }), undefined]);
    expect(batches[1]).toMatchObject({ streamId: COPY_PROGRESS_STREAM, expectedVersion: 3 });
  });

  it('refuses a stream whose versions skip, rather than copy a hole', () => {
    expect(() =>
      copyBatch([recorded('contract-a', 1), recorded('contract-a', 3)], new Map(), {
        through: START,
        events: 0,
        version: 0,
      }),
    ).toThrow(/contract-a: version 3 follows 1/);
  });

  it('an empty batch appends nothing and leaves the progress where it was', () => {
    const progress = { through: START, events: 0, version: 0 };
    expect(copyBatch([], new Map(), progress)).toEqual({ batches: [], progress });
  });
});

describe('verifying the copy', () => {
  const tallyOf = (entries: [string, number][]) => {
    const tally = new Map<string, StreamTally>();
    for (const [streamId, version] of entries) tallyEvent(tally, streamId, version);
    return tally;
  };

  it('counts each KurrentDB stream’s events and its last version', () => {
    expect(
      tallyOf([
        ['a', 1],
        ['b', 1],
        ['a', 2],
        ['a', 3],
      ]),
    ).toEqual(
      new Map([
        ['a', { count: 3, lastVersion: 3 }],
        ['b', { count: 1, lastVersion: 1 }],
      ]),
    );
  });

  it('finds nothing when every stream agrees, whatever the pages', () => {
    const comparison = new LogComparison(
      tallyOf([
        ['a', 1],
        ['a', 2],
        ['b', 1],
      ]),
    );
    comparison.compare(new Map([['a', { count: 2, lastVersion: 2 }]]));
    comparison.compare(new Map([['b', { count: 1, lastVersion: 1 }]]));
    expect(comparison.finish()).toEqual([]);
    expect(comparison).toMatchObject({
      postgresStreams: 2,
      postgresEvents: 3,
      kurrentdbStreams: 2,
      kurrentdbEvents: 3,
    });
  });

  it('names a stream that is short, one whose last version differs, one missing and one KurrentDB alone has', () => {
    const comparison = new LogComparison(
      tallyOf([
        ['short', 1],
        ['moved', 1],
        ['moved', 5],
        ['extra', 1],
      ]),
    );
    comparison.compare(
      new Map([
        ['short', { count: 2, lastVersion: 2 }],
        ['moved', { count: 2, lastVersion: 2 }],
        ['missing', { count: 1, lastVersion: 1 }],
      ]),
    );
    expect(comparison.finish()).toEqual([
      { streamId: 'short', postgres: { count: 2, lastVersion: 2 }, kurrentdb: { count: 1, lastVersion: 1 } },
      { streamId: 'moved', postgres: { count: 2, lastVersion: 2 }, kurrentdb: { count: 2, lastVersion: 5 } },
      { streamId: 'missing', postgres: { count: 1, lastVersion: 1 }, kurrentdb: null },
      { streamId: 'extra', postgres: null, kurrentdb: { count: 1, lastVersion: 1 } },
    ]);
  });
});
