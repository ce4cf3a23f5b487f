import { describe, expect, it } from '@jest/globals';
import type { EventMetadata } from '@rent/domain';
import { type EventStore, START } from './event-store.port.js';
import { EventStoreTimings, TimedEventStore, type WriteOperation } from './timed-event-store.js';

const metadata = { actor: { kind: 'system' }, correlationId: 'c', causationId: null } as unknown as EventMetadata;
const appended = { nextExpectedVersion: 1, lastPosition: START };

function timed(store: Partial<EventStore>) {
  const timings = new EventStoreTimings();
  const recorded: [WriteOperation, number][] = [];
  timings.listen((operation, seconds) => recorded.push([operation, seconds]));
  return { store: new TimedEventStore(store as EventStore, timings), recorded };
}

describe('an event store with its writes timed', () => {
  it('given writes, then each is recorded once under its operation and answers what the store answered', async () => {
    const { store, recorded } = timed({
      appendToStream: async () => appended,
      appendToStreams: async () => appended,
      decide: async () => ({ result: 'done', lastPosition: null }),
    });
    expect(await store.appendToStream('s', 0, [], metadata)).toBe(appended);
    await store.appendToStreams([], metadata);
    expect(await store.decide(metadata, async () => ({ writes: [], result: 'done' }))).toEqual({
      result: 'done',
      lastPosition: null,
    });
    expect(recorded.map(([operation]) => operation)).toEqual(['appendToStream', 'appendToStreams', 'decide']);
    expect(recorded.every(([, seconds]) => seconds >= 0)).toBe(true);
  });

  it('given a decision the store refused, then it is timed too and the refusal reaches the caller', async () => {
    const refusal = new Error('refused');
    const { store, recorded } = timed({ decide: () => Promise.reject(refusal) });
    await expect(store.decide(metadata, async () => ({ writes: [], result: undefined }))).rejects.toBe(refusal);
    expect(recorded.map(([operation]) => operation)).toEqual(['decide']);
  });

  it('given reads, then they pass through untimed', async () => {
    const backlog = { count: 3, oldestRecordedAt: new Date(0) };
    const { store, recorded } = timed({
      head: async () => START,
      readStream: async () => [],
      backlogs: async (after, upTo) => after.map(() => ({ ...backlog, count: upTo })),
    });
    expect(await store.head()).toBe(START);
    expect(await store.readStream('s')).toEqual([]);
    expect(await store.backlogs([START, START], 3)).toEqual([backlog, backlog]);
    expect(recorded).toEqual([]);
  });
});
