import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { redisConnection, withStates } from '@rent/backend';

// The staff's screens (a read model's rebuilds, a contract's scheduled work) read jobs, then their states.
// A CI run saw a rebuild shown 'completed' with no end time: it finished between the two reads. Here the
// job is read while it waits and finishes before its state is asked for, every time.
const connection = redisConnection(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `test-${randomBytes(4).toString('hex')}`;
let queue: Queue<{ n: number }>;
let events: QueueEvents;

beforeAll(async () => {
  queue = new Queue('job-states', { connection, prefix });
  events = new QueueEvents('job-states', { connection, prefix });
  await events.waitUntilReady();
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await Promise.all([queue.close(), events.close()]);
});

/** Runs the queue's jobs until `job` has finished: as it would end between the screen's two reads. */
async function finish(job: Job<{ n: number }>, work: (n: number) => number): Promise<void> {
  const worker = new Worker<{ n: number }>(
    'job-states',
    async (j) => {
      await j.updateProgress({ replayed: j.data.n });
      return work(j.data.n);
    },
    { connection, prefix },
  );
  await job.waitUntilFinished(events).catch(() => undefined);
  await worker.close();
}

it('a job read while it waited and finished since is shown finished, with its end, progress and result', async () => {
  await queue.add('count', { n: 7 });
  const [waiting] = await queue.getJobs(['waiting']);
  await finish(waiting!, (n) => n * 2);

  const { job, state } = (await withStates(queue, [waiting!]))[0]!;
  expect(state).toBe('completed');
  expect(job.finishedOn).toEqual(expect.any(Number));
  expect(job.progress).toEqual({ replayed: 7 });
  expect(job.returnvalue).toBe(14);
});

it('a job that failed since is shown failed, with its reason; one still waiting keeps what was read', async () => {
  const failing = await queue.add('count', { n: 3 }, { attempts: 1 });
  const [stale] = (await queue.getJobs(['waiting'])).filter((j) => j.id === failing.id);
  await finish(stale!, () => {
    throw new Error('no such read model');
  });
  const later = await queue.add('count', { n: 5 });

  const read = await withStates(queue, [stale!, later]);
  expect(read.map((r) => r.state)).toEqual(['failed', 'waiting']);
  expect(read[0]!.job.failedReason).toBe('no such read model');
  expect(read[0]!.job.finishedOn).toEqual(expect.any(Number));
  expect(read[1]!.job).toBe(later);
});
