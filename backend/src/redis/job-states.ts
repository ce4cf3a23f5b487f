import type { Job, Queue } from 'bullmq';

/** The states after which a job's data (its end, progress, result, reason) no longer changes. */
const FINISHED = new Set(['completed', 'failed']);

/**
 * Jobs read earlier, each with its state as it is now and data that agrees with it. A job's state is a read
 * of its own, after its data: one that finished in between would show 'completed' with no end time and its
 * last progress missing (a rebuild on the staff's screen did, in a CI run). Such a job is read again; once
 * finished it no longer changes. A job that moved on otherwise (waiting to active) keeps the data read:
 * the screen shows a moment just past, which the next read brings up to date.
 */
export async function withStates<T>(queue: Queue<T>, jobs: Job<T>[]): Promise<{ job: Job<T>; state: string }[]> {
  const states = await Promise.all(jobs.map((job) => job.getState()));
  return Promise.all(
    jobs.map(async (job, i) => {
      const state = states[i]!;
      if (!FINISHED.has(state) || job.finishedOn) return { job, state };
      return { job: (await queue.getJob(job.id!)) ?? job, state };
    }),
  );
}

/**
 * Whether a job reported failed (a worker's 'failed' event) has failed for good: its last try, a refusal
 * not worth another, or BullMQ giving up on a job its workers died under too often, which it fails without
 * running the processor. A try that will be made again has no end time. The one place a processor marks
 * its work failed.
 */
export const failedForGood = <T>(job: Job<T> | undefined): job is Job<T> => !!job?.finishedOn;
