import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnModuleInit, PayloadTooLargeException } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { MessageKeys, type RegistryImport } from '@rent/domain';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ChunkSink, readChunks } from '../database/chunked-file.js';
import { LOGGER } from '../logging/logger.js';
import { failedForGood } from '../redis/job-states.js';
import { openWorkJob, openWorkRestorer } from '../redis/open-work-restorer.js';
import { RedisGuard } from '../redis/redis-guard.js';
import { RedisLossWatch } from '../redis/redis-loss-watch.js';
import { CsvError } from './csv.js';
import { importRegistryCsv } from './registry-import.js';
import type { RegistryName } from './registry-rows.js';

export const REGISTRY_IMPORTS_QUEUE = 'registry-imports';
const CHUNKS = { table: 'registry_import_chunks', key: 'import_id' };
/** The largest extract taken from a browser: the registries' whole files are tens of megabytes. */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
/** How often a running import writes how far it got (the screen polls it). */
const PROGRESS_EVERY_MS = 500;
/** The history the screen shows. */
const SHOWN = 50;

interface ImportJob {
  importId: string;
}

/**
 * Registry extracts loaded from the back-office (issue 19, screen 6): the browser's CSV is kept in
 * chunks by the api process that took it, and a worker imports it with the same all-or-nothing import
 * as `npm run import`, writing its progress and, if the file is refused, the line and field why.
 */
@Injectable()
export class RegistryImports implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    @InjectQueue(REGISTRY_IMPORTS_QUEUE) private readonly queue: Queue<ImportJob>,
    private readonly redis: RedisGuard,
    private readonly watch: RedisLossWatch,
  ) {}

  /**
   * Redis emptied: the loads waiting or under way lose their jobs with it. Their files are still in the
   * database (a load's chunks go only once it has finished), and an import is all or nothing, so each is
   * queued again under its own id.
   */
  onModuleInit() {
    this.watch.register(
      REGISTRY_IMPORTS_QUEUE,
      openWorkRestorer(
        this.db,
        this.redis,
        `SELECT id FROM registry_imports WHERE state IN ('waiting', 'running') ORDER BY queued_at`,
        (id) => this.queue.add('import', { importId: id }, openWorkJob(id)),
      ),
    );
  }

  /**
   * Keeps the upload and queues its import; a file over the limit is refused and nothing kept, and so is
   * one that cannot be queued (Redis away: 503).
   */
  async start(registry: RegistryName, fileName: string, body: Readable, startedBy: string): Promise<RegistryImport> {
    this.redis.ensureAvailable();
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO registry_imports (id, registry, file_name, bytes, started_by, state) VALUES ($1, $2, $3, 0, $4, 'waiting')`,
      [id, registry, fileName.slice(0, 200), startedBy],
    );
    let size = 0;
    const limited = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(
          size > MAX_IMPORT_BYTES
            ? new PayloadTooLargeException({ code: 'TOO_LARGE', message: MessageKeys.invalidValue })
            : null,
          chunk,
        );
      },
    });
    try {
      await pipeline(body, limited, new ChunkSink(this.db, CHUNKS, id));
    } catch (error) {
      await this.abandon(id, error);
      throw error;
    }
    await this.db.query('UPDATE registry_imports SET bytes = $2 WHERE id = $1', [id, size]);
    try {
      await this.redis.run(() => this.queue.add('import', { importId: id }, openWorkJob(id)));
    } catch (error) {
      await this.abandon(id, error);
      throw error;
    }
    return (await this.history(id))[0]!;
  }

  /** The latest loads, newest first (or the one named). */
  async history(id?: string): Promise<RegistryImport[]> {
    const rows = (await this.db.query(
      `SELECT * FROM registry_imports ${id ? 'WHERE id = $1' : ''} ORDER BY queued_at DESC LIMIT ${SHOWN}`,
      id ? [id] : [],
    )) as Record<string, unknown>[];
    return rows.map((r) => ({
      id: r.id as string,
      registry: r.registry as string,
      fileName: r.file_name as string,
      bytes: Number(r.bytes),
      startedBy: r.started_by as string,
      state: r.state as RegistryImport['state'],
      rows: r.rows as number,
      readBytes: Number(r.read_bytes),
      error: (r.error as string | null) ?? null,
      queuedAt: (r.queued_at as Date).toISOString(),
      finishedAt: r.finished_at ? (r.finished_at as Date).toISOString() : null,
    }));
  }

  /**
   * A load that never reached its job (a file too large, Redis away), or whose job failed for good (its
   * last try cut short, or its workers killed more often than BullMQ allows): failed, saying why, its
   * file removed.
   */
  async abandon(id: string, error: unknown): Promise<void> {
    await this.finish(id, 'failed', 0, error instanceof Error ? error.message : String(error));
    await this.dropFile(id);
  }

  /** The file of a load that has ended. */
  async dropFile(id: string): Promise<void> {
    await this.db.query('DELETE FROM registry_import_chunks WHERE import_id = $1', [id]);
  }

  /** A load ends done or failed, once: one that ended already is left as it ended. */
  async finish(id: string, state: 'done' | 'failed', rows: number, error: string | null): Promise<void> {
    await this.db.query(
      `UPDATE registry_imports SET state = $2, rows = $3, error = $4, finished_at = now()
        WHERE id = $1 AND state IN ('waiting', 'running')`,
      [id, state, rows, error?.slice(0, 2000) ?? null],
    );
  }
}

@Processor(REGISTRY_IMPORTS_QUEUE, { concurrency: 1, autorun: false, lockDuration: 60_000 })
export class RegistryImportProcessor extends WorkerHost {
  constructor(
    private readonly db: DataSource,
    private readonly imports: RegistryImports,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    super();
  }

  /**
   * A load's job failed for good: its last try cut short, or (a worker killed mid-import leaves its job
   * stalled, which BullMQ takes back to the queue) stalled past BullMQ's limit, which fails it without
   * process(). The load is marked failed and its file dropped.
   */
  @OnWorkerEvent('failed')
  onFailed(job: Job<ImportJob> | undefined, error: Error): Promise<void> {
    if (!failedForGood(job)) return Promise.resolve();
    return this.imports
      .abandon(job.data.importId, error)
      .catch((err: unknown) => this.log.warn({ err, load: job.data.importId }, 'failed load not marked'));
  }

  async process(job: Job<ImportJob>): Promise<void> {
    const { importId } = job.data;
    const [load] = (await this.db.query('SELECT registry FROM registry_imports WHERE id = $1', [importId])) as {
      registry: RegistryName;
    }[];
    if (!load) return;
    await this.db.query(`UPDATE registry_imports SET state = 'running' WHERE id = $1`, [importId]);
    // The import reads a file: the chunks go to one of this worker's own for the time it takes.
    const dir = await mkdtemp(join(tmpdir(), 'rp-registry-'));
    const path = join(dir, 'extract.csv');
    try {
      await pipeline(Readable.from(readChunks(this.db, CHUNKS, importId)), createWriteStream(path));
      let written = 0;
      const rows = await importRegistryCsv(this.db, load.registry, path, (p) => {
        if (Date.now() - written < PROGRESS_EVERY_MS) return;
        written = Date.now();
        void this.db
          .query('UPDATE registry_imports SET rows = $2, read_bytes = $3 WHERE id = $1', [importId, p.rows, p.bytes])
          .catch(() => undefined);
      });
      await this.imports.finish(importId, 'done', rows, null);
      await this.imports.dropFile(importId);
    } catch (error) {
      // A refused extract changed nothing (the import is one transaction): its line and field say why, and
      // it is not tried again. Anything else is, until its last try (marked failed by onFailed).
      if (!(error instanceof CsvError)) throw error;
      await this.imports.finish(importId, 'failed', 0, error.message);
      await this.imports.dropFile(importId);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
