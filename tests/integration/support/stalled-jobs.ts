import { setTimeout as sleep } from 'node:timers/promises';
import { type Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * What workers killed mid-run leave, once more often than BullMQ allows: the job is taken (its lock set
 * and never renewed, as by a process that died), the lock runs out, and the stalled check puts the job
 * back in the queue. Past the limit BullMQ marks it to fail when next taken, without running its
 * processor. The portal's own workers of the queue must be paused meanwhile, so that only the "killed"
 * one here takes the job.
 */
export async function stallPastLimit(queue: Queue, jobId: string, maxStalledCount = 1): Promise<void> {
  const killed = new Worker(queue.name, null, {
    connection: queue.opts.connection,
    prefix: queue.opts.prefix,
    autorun: false,
    lockDuration: 100,
    stalledInterval: 50,
    maxStalledCount,
  });
  try {
    // The portal's own check may have run a moment ago, and holds the next one off for its interval.
    const redis = new Redis(REDIS_URL);
    await redis.del(queue.toKey('stalled-check')).finally(() => redis.quit());
    void killed.startStalledCheckTimer();
    for (let round = 0; round <= maxStalledCount; round++) {
      const job = await killed.getNextJob(`killed-${round}`);
      if (job?.id !== jobId) throw new Error(`the killed worker took ${job?.id ?? 'nothing'}, not ${jobId}`);
      for (let i = 0; (await queue.getJobState(jobId)) !== 'waiting'; i++) {
        if (i === 100) throw new Error(`${jobId} was not found stalled`);
        await sleep(50);
      }
    }
  } finally {
    await killed.close();
  }
}
