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
