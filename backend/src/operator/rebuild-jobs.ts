import { randomUUID } from 'node:crypto';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { MessageKeys, type RebuildRun } from '@rent/domain';
import { projections } from '@rent/projections';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { withStates } from '../redis/job-states.js';
import { RedisGuard } from '../redis/redis-guard.js';

export const REBUILDS_QUEUE = 'rebuilds';

interface RebuildJob {
  projection: string;
  /** Who started it (the staff member's name), for the screen; the audit trail has the rest. */
  startedBy: string;
}

/** The runs of one read model the screen shows: the latest, newest first. */
const SHOWN = 5;

/**
 * A read model rebuilt from the log by a worker, the way `npm run rebuild` does it while the portal runs
 * (ProjectorRunner.rebuild: into shadow tables, swapped in one transaction), started from the back-office.
 * One at a time per worker; never tried again by itself: a rebuild that failed is the staff's to start
 * again once they know why.
 */
@Processor(REBUILDS_QUEUE, { concurrency: 1, autorun: false, lockDuration: 60_000 })
export class RebuildProcessor extends WorkerHost {
  constructor(private readonly runner: ProjectorRunner) {
    super();
  }

  async process(job: Job<RebuildJob>): Promise<number> {
    const total = await this.runner.rebuild(job.data.projection, (replayed) => void job.updateProgress({ replayed }));
    // The batches' progress is written without waiting for it: the end's count is written and waited for.
    await job.updateProgress({ replayed: total });
    return total;
  }
}

@Injectable()
export class Rebuilds {
  constructor(
    @InjectQueue(REBUILDS_QUEUE) private readonly queue: Queue<RebuildJob>,
    private readonly redis: RedisGuard,
    private readonly runner: ProjectorRunner,
  ) {}

  /**
   * Starts a rebuild; 404 for no such consumer of the log, 409 for a reactor (replaying it would repeat
   * its side effects) or while a rebuild of it waits or runs.
   */
  async start(projection: string, startedBy: string): Promise<RebuildRun> {
    if (!this.runner.projectionNames.includes(projection)) throw new NotFoundException();
    if (!projections.some((p) => p.name === projection && p.tables.length > 0))
      throw new ConflictException({ code: 'REACTOR_NOT_REBUILT', message: MessageKeys.conflict });
    // One run of a read model at a time, however many start it at once: BullMQ keeps the read model's name
    // as a deduplication key until its run ends, and answers a start while it holds it with that run's id.
    const id = randomUUID();
    const job = await this.redis.run(() =>
      this.queue.add(
        'rebuild',
        { projection, startedBy },
        {
          jobId: id,
          deduplication: { id: projection },
          attempts: 1,
          removeOnComplete: { count: 100 },
          removeOnFail: { count: 100 },
        },
      ),
    );
    if (job.id !== id) throw new ConflictException({ code: 'REBUILD_UNDER_WAY', message: MessageKeys.conflict });
    return view(job, 'waiting');
  }

  /** The latest runs of a read model's rebuild, newest first. */
  async runs(projection: string): Promise<RebuildRun[]> {
    if (!this.runner.projectionNames.includes(projection)) throw new NotFoundException();
    const jobs = await this.redis.run(() => this.queue.getJobs(['active', 'waiting', 'completed', 'failed'], 0, 200));
    const own = jobs
      .filter((j): j is Job<RebuildJob> => !!j && j.data.projection === projection)
      .sort((a, b) => b.timestamp - a.timestamp)
      .slice(0, SHOWN);
    const read = await this.redis.run(() => withStates(this.queue, own));
    return read.map(({ job, state }) => view(job, state));
  }
}

function view(job: Job<RebuildJob>, state: string): RebuildRun {
  const progress = job.progress as { replayed?: number } | number;
  return {
    id: String(job.id),
    projection: job.data.projection,
    state,
    replayed: typeof progress === 'object' ? (progress.replayed ?? 0) : 0,
    startedBy: job.data.startedBy,
    queuedAt: new Date(job.timestamp).toISOString(),
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    failedReason: job.failedReason ?? null,
  };
}
