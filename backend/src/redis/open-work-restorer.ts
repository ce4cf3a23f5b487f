import type { JobsOptions } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { RedisRestorer } from './redis-loss-watch.js';
import { BACKGROUND_BUDGET_MS, type RedisGuard } from './redis-guard.js';

/**
 * The restorer of work the database keeps whole (a bulk upload's file, a registry load's) while Redis holds
 * only its job: after a loss, each piece still open is queued again under its own id, oldest first. Only
 * on a loss: otherwise its job is there. `openIds` answers the ids still open.
 */
export function openWorkRestorer(
  db: DataSource,
  redis: RedisGuard,
  openIds: string,
  queue: (id: string) => Promise<unknown>,
): RedisRestorer {
  return {
    restore: async (lost, signal) => {
      if (!lost) return;
      const open = (await db.query(openIds)) as { id: string }[];
      for (const { id } of open) {
        signal.throwIfAborted();
        await redis.run(() => queue(id), BACKGROUND_BUDGET_MS);
      }
    },
  };
}

/**
 * The job of such a piece of work: under the work's own id (a restore adds it once), tried three times
 * 2 and 4 s apart (a run cut short, the database restarting under it, goes on from what the database
 * keeps), and once failed for good kept a week for the staff's jobs screen.
 */
export const openWorkJob = (id: string): JobsOptions => ({
  jobId: id,
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
});
