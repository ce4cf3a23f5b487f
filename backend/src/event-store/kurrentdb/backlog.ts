import type { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { formatPosition, type GlobalPosition } from '@rent/domain';
import type { Backlog } from '../event-store.port.js';
import { fromRecorded } from './event-data.js';
import { logPages } from './reads.js';

/**
 * The most events counted after one checkpoint. KurrentDB has no count: the events are read, a page of
 * $all at a time, to be counted, so a projection far behind shows "10,000 or more" rather than costing
 * every metrics scrape and readiness probe a read of the whole backlog.
 */
export const KURRENTDB_BACKLOG_CAP = 10_000;

/** Our events after a checkpoint (not KurrentDB's own), counted up to `upTo`, and the first one's time. */
export async function backlogAfter(client: KurrentDBClient, after: GlobalPosition, upTo: number): Promise<Backlog> {
  const cap = Math.max(1, Math.min(upTo, KURRENTDB_BACKLOG_CAP));
  let count = 0;
  let oldestRecordedAt: Date | null = null;
  // logPages hands over a page only once its read has ended, so leaving the loop leaves no read open.
  for await (const page of logPages(client, after)) {
    for (const raw of page) {
      const event = fromRecorded(raw);
      if (!event) continue;
      oldestRecordedAt ??= event.recordedAt;
      if (++count === cap) return { count, oldestRecordedAt };
    }
  }
  return { count, oldestRecordedAt };
}

/**
 * Each checkpoint's backlog, in the order asked. Projections mostly share a checkpoint (all at the head),
 * so each distinct one is read once; the reads go at once, a probe waiting on the slowest, not their sum.
 */
export async function backlogsAfter(
  client: KurrentDBClient,
  after: readonly GlobalPosition[],
  upTo: number,
): Promise<Backlog[]> {
  const reads = new Map<string, Promise<Backlog>>();
  for (const position of after) {
    const key = formatPosition(position);
    if (!reads.has(key)) reads.set(key, backlogAfter(client, position, upTo));
  }
  const keys = [...reads.keys()];
  const answers = await Promise.all(reads.values());
  const answered = new Map(keys.map((key, i) => [key, answers[i]!]));
  return after.map((position) => answered.get(formatPosition(position))!);
}
