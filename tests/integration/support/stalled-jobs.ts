import { setTimeout as sleep } from 'node:timers/promises';
import { type Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Starts a piece of work (`start` answers its job's id) and leaves its job as workers killed mid-run do,
 * once more often than BullMQ allows (`maxStalledCount`, the queue's processor's). The portal's own worker
 * of the queue is held meanwhile, so that only the "killed" one here takes the job; let go after, it
 * takes the job next, and BullMQ fails it there without running the processor. Answers the job's id.
 */
export async function killedPastLimit(
  portal: { worker: Worker },
  queue: Queue,
  start: () => Promise<string>,
  maxStalledCount = 1,
): Promise<string> {
  await portal.worker.pause();
  try {
    const jobId = await start();
    await stallPastLimit(queue, jobId, maxStalledCount);
    return jobId;
  } finally {
    portal.worker.resume();
  }
}

/**
 * The job is taken (its lock set and never renewed, as by a process that died), the lock runs out, and
 * the stalled check puts it back in the queue; once more than the limit, after which BullMQ marks it to
 * fail when next taken.
 */
async function stallPastLimit(queue: Queue, jobId: string, maxStalledCount: number): Promise<void> {
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
