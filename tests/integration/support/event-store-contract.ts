import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { comparePositions, type EventMetadata, type RecordedEvent } from '@rent/domain';
import { type EventStore, START, type StreamCursor, WrongExpectedVersionError } from '@rent/backend';
import { testMetadata as metadata } from './event-log.js';

/** A store under test and how to let it go. */
export interface StoreUnderTest {
  store: EventStore;
  close(): Promise<void>;
}

const event = (n: number) => ({ type: 'Tested', data: { n } });
const numbers = (events: readonly RecordedEvent[]) => events.map((e) => (e.data as { n: number }).n);

/**
 * What every adapter of the event-store port must do, whatever keeps the log: registered once per
 * adapter (event-store.test.ts for PostgreSQL, event-store-kurrentdb.test.ts for KurrentDB). Streams are
 * named afresh in every test, so a store that outlives a run (a KurrentDB server) is no obstacle.
 */
export function eventStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(name, () => {
    let subject: StoreUnderTest;
    let store: EventStore;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });

    afterAll(() => subject.close());

    it('appends to a new stream and reads it back in order, with uuids and metadata', async () => {
      const stream = `test-${randomUUID()}`;
      const result = await store.appendToStream(stream, 0, [event(1), event(2)], metadata);
      expect(result.nextExpectedVersion).toBe(2);
      const read = await store.readStream(stream);
      expect(read.map((e) => [e.streamVersion, e.data])).toEqual([
        [1, { n: 1 }],
        [2, { n: 2 }],
      ]);
      expect(read[0]!.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(read[0]!.eventId).not.toBe(read[1]!.eventId);
      expect(read[1]!.metadata).toEqual(metadata);
      expect(read[1]!.globalPosition).toEqual(result.lastPosition);
      expect(comparePositions(read[0]!.globalPosition, read[1]!.globalPosition)).toBe(-1);
    });

    it('hands back event data and metadata exactly as written: nesting, unicode, numbers, nulls, ISO times', async () => {
      const stream = `test-${randomUUID()}`;
      const data = {
        text: 'Ijara shartnomasi — «Toshkent» ʻOʼzbekiston 🏠',
        area: 12.75,
        sum: 1_000_000_000_000,
        negative: -0.01,
        none: null,
        flags: [true, false],
        nested: { list: [{ a: 1 }, { b: [2, 3] }], empty: {}, emptyList: [] },
        at: new Date('2026-01-10T10:00:00.123Z').toISOString(),
      };
      const signed: EventMetadata = {
        ...metadata,
        causationId: randomUUID(),
        signature: {
          serialNumber: '7a3f',
          holder: 'Test Holder',
          organisation: null,
          tin: '301234567',
          pinfl: null,
          issuer: 'Test CA',
          validFrom: '2025-01-01T00:00:00.000Z',
          validTo: '2027-01-01T00:00:00.000Z',
          signedAt: '2026-01-10T10:00:00.000Z',
          pkcs7: 'MIIB',
        },
      };
      await store.appendToStream(stream, 0, [{ type: 'Tested', data }], signed);
      const [read] = await store.readStream(stream);
      expect(read!.data).toEqual(data);
      expect(read!.metadata).toEqual(signed);
      expect(read!.type).toBe('Tested');
      expect(read!.recordedAt).toBeInstanceOf(Date);
      expect(Number.isNaN(read!.recordedAt.getTime())).toBe(false);
    });

    it('reads a stream that does not exist as empty', async () => {
      expect(await store.readStream(`test-${randomUUID()}`)).toEqual([]);
    });

    it('refuses an append at a version the stream is not at, with a typed error, and writes nothing', async () => {
      const stream = `test-${randomUUID()}`;
      await store.appendToStream(stream, 0, [event(1)], metadata);
      await expect(store.appendToStream(stream, 0, [event(2)], metadata)).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      await expect(store.appendToStream(stream, 5, [event(2)], metadata)).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('appends to several streams at once, all or nothing: each numbered on from its own version, the last named one’s version answered', async () => {
      const [a, b] = [`test-b-${randomUUID()}`, `test-a-${randomUUID()}`];
      await store.appendToStream(a, 0, [event(1)], metadata);
      const result = await store.appendToStreams(
        [
          { streamId: a, expectedVersion: 'any', events: [event(2), event(3)] },
          { streamId: b, expectedVersion: 0, events: [event(1)] },
        ],
        metadata,
      );
      expect(result.nextExpectedVersion).toBe(1);
      const [readA, readB] = [await store.readStream(a), await store.readStream(b)];
      expect(readA.map((e) => [e.streamVersion, e.data])).toEqual([
        [1, { n: 1 }],
        [2, { n: 2 }],
        [3, { n: 3 }],
      ]);
      expect(readB.map((e) => [e.streamVersion, e.data])).toEqual([[1, { n: 1 }]]);
      // A wrong version anywhere writes none of it.
      await expect(
        store.appendToStreams(
          [
            { streamId: a, expectedVersion: 'any', events: [event(4)] },
            { streamId: b, expectedVersion: 0, events: [event(2)] },
          ],
          metadata,
        ),
      ).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.readStream(a)).toHaveLength(3);
      expect(await store.readStream(b)).toHaveLength(1);
    });

    it('lets exactly one of 20 concurrent appends at the same version win', async () => {
      const stream = `test-${randomUUID()}`;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.appendToStream(stream, 0, [event(i)], metadata)),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(losers).toHaveLength(19);
      for (const l of losers) expect(l.reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('under 20 writers racing to extend one stream, every version is won by exactly one', async () => {
      const stream = `test-${randomUUID()}`;
      const wins: number[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async (_, writer) => {
          for (;;) {
            const version = (await store.readStream(stream)).length;
            try {
              await store.appendToStream(stream, version, [event(writer)], metadata);
              wins.push(version + 1);
              return;
            } catch (e) {
              if (!(e instanceof WrongExpectedVersionError)) throw e;
            }
          }
        }),
      );
      expect(wins.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const read = await store.readStream(stream);
      expect(read.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(new Set(numbers(read)).size).toBe(20);
    });

    it('reads all streams after a checkpoint in global order; the head is the last event written', async () => {
      const a = `test-${randomUUID()}`;
      const b = `test-${randomUUID()}`;
      const first = await store.appendToStream(a, 0, [event(1)], metadata);
      await store.appendToStream(b, 0, [event(2)], metadata);
      const last = await store.appendToStream(a, 1, [event(3)], metadata);
      const after = await store.readAll(first.lastPosition, 100);
      const ours = after.filter((e) => e.streamId === a || e.streamId === b);
      expect(numbers(ours)).toEqual([2, 3]);
      expect(await store.head()).toEqual(last.lastPosition);
      expect(await store.settledHead()).toEqual(last.lastPosition);
      expect(await store.readAll(last.lastPosition, 100)).toEqual([]);
      // A projector's checkpoint must name an event of the log: these do, a position past the head does not.
      expect(await store.hasEventAt(first.lastPosition)).toBe(true);
      expect(await store.hasEventAt(last.lastPosition)).toBe(true);
      const beyond = {
        transactionId: last.lastPosition.transactionId + 1_000_000n,
        position: last.lastPosition.position + 1_000_000n,
      };
      expect(await store.hasEventAt(beyond)).toBe(false);
      // In batches from checkpoint to checkpoint, as a projector reads: each event once, in order.
      const batches: RecordedEvent[] = [];
      for (let at = first.lastPosition; ;) {
        const batch = await store.readAll(at, 1);
        if (batch.length === 0) break;
        batches.push(...batch);
        at = batch[batch.length - 1]!.globalPosition;
      }
      expect(numbers(batches.filter((e) => e.streamId === a || e.streamId === b))).toEqual([2, 3]);
      const all = await store.readAll(START, 10_000);
      const positions = all.map((e) => e.globalPosition);
      expect(positions).toEqual([...positions].sort(comparePositions));
    });

    it('counts the events after each checkpoint up to the bound asked, with the oldest one’s time; none after the head', async () => {
      const before = await store.head();
      const stream = `test-${randomUUID()}`;
      const first = await store.appendToStream(stream, 0, [event(1)], metadata);
      await store.appendToStream(stream, 1, [event(2), event(3)], metadata);
      const last = await store.appendToStream(stream, 3, [event(4), event(5)], metadata);
      const [one, two] = await store.readStream(stream);
      const backlogs = await store.backlogs([before, first.lastPosition, last.lastPosition, before], 100);
      expect(backlogs).toEqual([
        { count: 5, oldestRecordedAt: one!.recordedAt },
        { count: 4, oldestRecordedAt: two!.recordedAt },
        { count: 0, oldestRecordedAt: null },
        { count: 5, oldestRecordedAt: one!.recordedAt },
      ]);
      // Counted no further than asked: a projection far behind costs no more than the bound.
      expect(await store.backlogs([before, first.lastPosition], 3)).toEqual([
        { count: 3, oldestRecordedAt: one!.recordedAt },
        { count: 3, oldestRecordedAt: two!.recordedAt },
      ]);
      expect(await store.backlogs([], 100)).toEqual([]);
    });

    it('decides on the streams it holds and writes them together; a decision that writes nothing answers no position', async () => {
      const [x, y] = [`test-${randomUUID()}`, `test-${randomUUID()}`];
      await store.appendToStream(x, 0, [event(1)], metadata);
      const { result, lastPosition } = await store.decide(metadata, async (scope) => {
        const held = await scope.hold(x);
        const other = await scope.hold(y);
        return {
          writes: [
            { streamId: x, events: [event(held.version + 1)] },
            { streamId: y, events: [event(other.version + 1), event(other.version + 2)] },
          ],
          result: [held.version, other.version],
        };
      });
      expect(result).toEqual([1, 0]);
      const [readX, readY] = [await store.readStream(x), await store.readStream(y)];
      expect(numbers(readX)).toEqual([1, 2]);
      expect(numbers(readY)).toEqual([1, 2]);
      expect(readY[1]!.globalPosition).toEqual(lastPosition);
      const nothing = await store.decide(metadata, async (scope) => {
        await scope.hold(x);
        return { writes: [], result: 'refused' };
      });
      expect(nothing).toEqual({ result: 'refused', lastPosition: null });
      await expect(
        store.decide(metadata, async () => ({ writes: [{ streamId: x, events: [event(9)] }], result: null })),
      ).rejects.toThrow(/did not hold/);
      expect(await store.readStream(x)).toHaveLength(2);
    });

    it('keeps a decision’s snapshot: the next hold gets it at its version with only the events after it', async () => {
      const stream = `test-${randomUUID()}`;
      await store.decide(metadata, async (scope) => {
        await scope.hold(stream);
        return { writes: [{ streamId: stream, events: [event(1), event(2)], snapshot: { total: 3 } }], result: null };
      });
      await store.decide(metadata, async (scope) => {
        await scope.hold(stream);
        return { writes: [{ streamId: stream, events: [event(3)] }], result: null };
      });
      const state = await store.decide(metadata, async (scope) => ({ writes: [], result: await scope.hold(stream) }));
      expect(state.result.version).toBe(3);
      expect(state.result.snapshot).toEqual({ version: 2, state: { total: 3 } });
      expect(numbers(state.result.events)).toEqual([3]);
      expect(numbers(await store.readStream(stream))).toEqual([1, 2, 3]);
    });

    it('each of 10 concurrent decisions on one stream is decided on what the others wrote', async () => {
      const stream = `test-${randomUUID()}`;
      await Promise.all(
        Array.from({ length: 10 }, () =>
          store.decide(metadata, async (scope) => {
            const held = await scope.hold(stream);
            const count = ((held.snapshot?.state as number | undefined) ?? 0) + held.events.length;
            return { writes: [{ streamId: stream, events: [event(count + 1)], snapshot: count + 1 }], result: null };
          }),
        ),
      );
      // Each decision counted the events before its own: 1, 2, …, 10 only if none decided on a stale stream.
      expect(numbers(await store.readStream(stream))).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    });

    it('reads streams of a prefix one after another, each whole and in version order, only the types asked for and up to a position', async () => {
      const prefix = `rso-${randomUUID()}-`;
      const streams = [`${prefix}c`, `${prefix}a`, `${prefix}b`];
      await store.appendToStream(streams[0]!, 0, [event(1), { type: 'Other', data: { n: 0 } }], metadata);
      await store.appendToStream(streams[1]!, 0, [event(1), event(2), event(3)], metadata);
      await store.appendToStream(`not-${prefix}`, 0, [event(1)], metadata);
      await store.appendToStream(streams[0]!, 2, [event(2)], metadata);
      const through = (await store.appendToStream(streams[2]!, 0, [event(1)], metadata)).lastPosition;
      await store.appendToStream(streams[1]!, 3, [event(4)], metadata);
      const read: RecordedEvent[] = [];
      let cursor: StreamCursor | null = null;
      for (;;) {
        const batch = await store.readStreamsInOrder(prefix, ['Tested'], through, cursor, 2);
        read.push(...batch);
        if (batch.length < 2) break;
        cursor = batch[batch.length - 1]!;
      }
      const order = [...new Set(read.map((e) => e.streamId))];
      expect([...order].sort()).toEqual([...streams].sort());
      // Each stream's events together, as a rebuilt row needs them.
      expect(read.map((e) => e.streamId)).toEqual(
        order.flatMap((s) => read.filter((e) => e.streamId === s).map(() => s)),
      );
      const of = (s: string) => read.filter((e) => e.streamId === s).map((e) => [e.streamVersion, e.data]);
      expect(of(streams[0]!)).toEqual([
        [1, { n: 1 }],
        [3, { n: 2 }],
      ]);
      expect(of(streams[1]!)).toEqual([
        [1, { n: 1 }],
        [2, { n: 2 }],
        [3, { n: 3 }],
      ]);
      expect(of(streams[2]!)).toEqual([[1, { n: 1 }]]);
    });
  });
}
