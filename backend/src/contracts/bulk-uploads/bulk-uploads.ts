import { createHash, randomUUID } from 'node:crypto';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, NotFoundException, type OnModuleInit, PayloadTooLargeException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import {
  BULK_UPLOAD_COLUMNS,
  BULK_UPLOAD_STEP,
  type BulkRowError,
  type BulkUpload,
  bulkRowRegistration,
  contractStreamId,
  DomainError,
  type EventSignature,
  formatPosition,
  MessageKeys,
  registrationSchema,
} from '@rent/domain';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { toApiError } from '../../http/api-error.filter.js';
import type { Principal } from '../../http/principal.js';
import { LOGGER } from '../../logging/logger.js';
import { failedForGood } from '../../redis/job-states.js';
import { openWorkJob, openWorkRestorer } from '../../redis/open-work-restorer.js';
import { RedisGuard } from '../../redis/redis-guard.js';
import { RedisLossWatch } from '../../redis/redis-loss-watch.js';
import { readCsv } from '../../registries/csv.js';
import { SigningService } from '../../signing/signing.service.js';
import { CreateContractCommand } from '../create-contract.command.js';

export const BULK_UPLOADS_QUEUE = 'bulk-uploads';
/** 10,000 contracts are about 2 MB of CSV; this leaves room and keeps a file in one row. */
export const MAX_BULK_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Rows registered at once: each waits on the registries and the event store more than on the CPU. */
const ROWS_AT_ONCE = 8;
/** How often a running upload writes how far it got (its status is polled). */
const PROGRESS_EVERY_MS = 500;

interface UploadJob {
  uploadId: string;
}

/** An upload's run ended by the portal, not by the file: the "row" the status shows for it. */
const INTERRUPTED: BulkRowError = { line: 0, rowId: '', field: null, message: MessageKeys.bulkUploadInterrupted };

type Outcome = 'registered' | 'alreadyRegistered' | BulkRowError[];

const toUpload = (r: Record<string, unknown>): BulkUpload => ({
  id: r.id as string,
  state: r.state as BulkUpload['state'],
  total: r.total as number,
  processed: r.processed as number,
  registered: r.registered as number,
  alreadyRegistered: r.already_registered as number,
  refused: r.refused as number,
  errors: r.errors as BulkRowError[],
  createdAt: (r.created_at as Date).toISOString(),
  finishedAt: r.finished_at ? (r.finished_at as Date).toISOString() : null,
  position: (r.position as string | null) ?? null,
});

async function* textChunks(text: string): AsyncGenerator<string> {
  yield text;
}

/** Reads a request body of at most `limit` bytes; a larger one is refused (413). */
async function bytesOf(body: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new PayloadTooLargeException({ code: 'TOO_LARGE', message: MessageKeys.invalidValue });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Bulk uploads of contracts (issue 21): a CSV of "other rent" contracts, registered by a worker row by row
 * through the same command as the form, after the same zod schema, so a row is refused with the form's
 * message on its field. A row's `rowId` is the party's own: its contract id is kept under it (unique per
 * party) before the contract is registered under that id, so a re-upload, or a worker that died between
 * the two, never registers it twice.
 */
@Injectable()
export class BulkUploads implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    @InjectQueue(BULK_UPLOADS_QUEUE) private readonly queue: Queue<UploadJob>,
    private readonly redis: RedisGuard,
    private readonly signing: SigningService,
    private readonly watch: RedisLossWatch,
  ) {}

  /**
   * Redis emptied: the uploads waiting or under way lose their jobs with it. The database still holds
   * each file, so each is queued again under its own id, and a run cut short goes on from its row ids.
   */
  onModuleInit() {
    this.watch.register(
      BULK_UPLOADS_QUEUE,
      openWorkRestorer(
        this.db,
        this.redis,
        `SELECT id FROM bulk_uploads WHERE state IN ('waiting', 'running') ORDER BY created_at`,
        (id) => this.queue.add('upload', { uploadId: id }, openWorkJob(id)),
      ),
    );
  }

  /**
   * Takes a file: signed whole where the deployment requires signatures (`pkcs7`, the document naming the
   * upload's id and the SHA-256 of the bytes sent), then kept for the job. A signed file is taken once.
   */
  async start(principal: Principal, body: Readable, pkcs7: string | undefined): Promise<BulkUpload> {
    // Without Redis no job can be queued: refused (503) before anything is written down.
    this.redis.ensureAvailable();
    const bytes = await bytesOf(body, MAX_BULK_UPLOAD_BYTES);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const signed = await this.signing.signedStep(principal, BULK_UPLOAD_STEP, null, { sha256 }, pkcs7);
    const id = signed?.contractId ?? randomUUID();
    const csv = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const { userId, partyId, name, roles, phone, employeePinfl, apiKeyId } = principal;
    const taken = await this.db.transaction(async (em) => {
      // One open upload a party: the worker takes uploads one at a time, and a party sending file after file
      // would hold every other party's upload back (and fill the database with files). Under the party's
      // lock, so two sent at once are not both taken; an upload open for an hour no longer counts (a run
      // the portal lost for good must not shut the party out).
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`bulk-upload:${partyId}`]);
      const [open] = (await em.query(
        `SELECT 1 FROM bulk_uploads WHERE party_id = $1 AND state IN ('waiting', 'running')
            AND created_at > now() - interval '1 hour' LIMIT 1`,
        [partyId],
      )) as unknown[];
      if (open) throw new DomainError('UPLOAD_IN_PROGRESS', MessageKeys.bulkUploadInProgress, 'conflict');
      return (await em.query(
        `INSERT INTO bulk_uploads (id, party_id, principal, csv, state, sha256, signature)
         VALUES ($1, $2, $3, $4, 'waiting', $5, $6) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          id,
          partyId,
          { userId, partyId, name, roles, phone, employeePinfl, apiKeyId, sessionId: '', readOnly: false },
          csv,
          sha256,
          signed ? JSON.stringify(signed.signature) : null,
        ],
      )) as unknown[];
    });
    if (taken.length === 0) throw new DomainError('UPLOAD_TAKEN', MessageKeys.conflict, 'conflict', 'signature');
    try {
      await this.redis.run(() => this.queue.add('upload', { uploadId: id }, openWorkJob(id)));
    } catch (error) {
      // Not queued: the upload was never taken, and the same file (the same signature) may come again.
      await this.db.query(`DELETE FROM bulk_uploads WHERE id = $1 AND state = 'waiting'`, [id]);
      throw error;
    }
    return this.status(principal, id);
  }

  /** An upload of the caller's party; another party's is not found. */
  async status(principal: Pick<Principal, 'partyId'>, id: string): Promise<BulkUpload> {
    const [row] = (await this.db.query(
      `SELECT id, state, total, processed, registered, already_registered, refused, errors, created_at, finished_at,
              position
         FROM bulk_uploads WHERE id = $1 AND party_id = $2`,
      [id, principal.partyId],
    )) as Record<string, unknown>[];
    if (!row) throw new NotFoundException();
    return toUpload(row);
  }
}

// A run the portal cut short (the database away or restarting) is tried again (openWorkJob); the rows it
// registered are kept under their row ids, so the next run finds them registered and goes on. A third
// failure marks the upload failed with what it did. A worker killed mid-run leaves its job stalled: it goes
// back to the queue, a few times, and the next run goes on likewise. Past that, BullMQ fails the job
// without running it again (onFailed).
@Processor(BULK_UPLOADS_QUEUE, { concurrency: 1, autorun: false, lockDuration: 120_000, maxStalledCount: 3 })
export class BulkUploadProcessor extends WorkerHost {
  constructor(
    private readonly db: DataSource,
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    super();
  }

  async process(job: Job<UploadJob>): Promise<void> {
    try {
      await this.run(job);
    } catch (error) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.log.warn(
        { upload: job.data.uploadId, attempt: job.attemptsMade + 1, err: error },
        last ? 'bulk upload interrupted' : 'bulk upload cut short: tried again',
      );
      throw error;
    }
  }

  /**
   * A job failed for good (its third try, or stalled once too often by workers killed mid-run): the
   * upload ends failed, not running for ever, if the run got no further. The counts stay as its progress
   * wrote them.
   */
  @OnWorkerEvent('failed')
  onFailed(job: Job<UploadJob> | undefined): Promise<void> {
    if (!failedForGood(job)) return Promise.resolve();
    return this.db
      .query(
        `UPDATE bulk_uploads SET state = 'failed', errors = errors || $2::jsonb, finished_at = now(), csv = NULL
          WHERE id = $1 AND state IN ('waiting', 'running')`,
        [job.data.uploadId, JSON.stringify([INTERRUPTED])],
      )
      .then(
        () => undefined,
        (err: unknown) => this.log.warn({ err, upload: job.data.uploadId }, 'interrupted upload not marked'),
      );
  }

  private async run(job: Job<UploadJob>): Promise<void> {
    const { uploadId } = job.data;
    const [upload] = (await this.db.query('SELECT principal, csv, signature FROM bulk_uploads WHERE id = $1', [
      uploadId,
    ])) as { principal: Principal; csv: string; signature: EventSignature | null }[];
    if (!upload) return;
    const rows = [];
    for await (const record of readCsv(textChunks(upload.csv))) rows.push(record);
    const [header, ...records] = rows;
    const columns = header?.fields.map((c) => c.trim()) ?? [];
    const missing = BULK_UPLOAD_COLUMNS.required.filter((c) => !columns.includes(c));
    if (missing.length > 0) {
      const errors = missing.map((field) => ({ line: 1, rowId: '', field, message: MessageKeys.bulkColumnMissing }));
      await this.db.query(
        `UPDATE bulk_uploads SET state = 'failed', errors = $2, finished_at = now(), csv = NULL WHERE id = $1`,
        [uploadId, JSON.stringify(errors)],
      );
      return;
    }
    await this.db.query(`UPDATE bulk_uploads SET state = 'running', total = $2 WHERE id = $1`, [
      uploadId,
      records.length,
    ]);
    const counts = { processed: 0, registered: 0, alreadyRegistered: 0, refused: 0 };
    const errors: BulkRowError[] = [];
    const seen = new Set<string>();
    let written = Date.now();
    let next = 0;
    // The first failure of the portal stops every lane after the row it is on, so no lane of this run is
    // still registering when the run is tried again.
    let failure: { error: unknown } | undefined;
    const work = async () => {
      while (next < records.length && !failure) {
        const { line, fields } = records[next++]!;
        const row = Object.fromEntries(columns.map((c, i) => [c, fields[i] ?? '']));
        const rowId = (row.rowId ?? '').trim();
        let outcome: Outcome;
        try {
          outcome = !rowId
            ? [{ line, rowId, field: 'rowId', message: MessageKeys.required }]
            : seen.has(rowId)
              ? [{ line, rowId, field: 'rowId', message: MessageKeys.bulkRowIdRepeated }]
              : (seen.add(rowId), await this.row(upload, uploadId, line, rowId, row));
        } catch (error) {
          failure ??= { error };
          return;
        }
        counts.processed++;
        if (outcome === 'registered') counts.registered++;
        else if (outcome === 'alreadyRegistered') counts.alreadyRegistered++;
        else {
          counts.refused++;
          errors.push(...outcome);
        }
        if (Date.now() - written >= PROGRESS_EVERY_MS) {
          written = Date.now();
          await this.progress(uploadId, counts);
        }
      }
    };
    await Promise.all(Array.from({ length: ROWS_AT_ONCE }, work));
    await this.progress(uploadId, counts);
    if (failure) throw failure.error;
    errors.sort((a, b) => a.line - b.line);
    // The log's head, read after the last registration: the lists read after it show every row's contract.
    const position = counts.registered > 0 ? formatPosition(await this.store.head()) : null;
    await this.db.query(
      `UPDATE bulk_uploads SET state = 'done', errors = $2, position = $3, finished_at = now(), csv = NULL WHERE id = $1`,
      [uploadId, JSON.stringify(errors), position],
    );
  }

  private progress(
    id: string,
    c: { processed: number; registered: number; alreadyRegistered: number; refused: number },
  ) {
    return this.db.query(
      'UPDATE bulk_uploads SET processed = $2, registered = $3, already_registered = $4, refused = $5 WHERE id = $1',
      [id, c.processed, c.registered, c.alreadyRegistered, c.refused],
    );
  }

  /** One row: the form's schema, then its contract id under its row id, then the form's command. */
  private async row(
    { principal, signature }: { principal: Principal; signature: EventSignature | null },
    uploadId: string,
    line: number,
    rowId: string,
    row: Record<string, string>,
  ): Promise<Outcome> {
    const refusal = (error: unknown): BulkRowError[] => {
      const known = toApiError(error);
      const fields = Object.entries(known?.errors ?? {});
      return fields.length > 0
        ? fields.map(([field, message]) => ({ line, rowId, field, message }))
        : [{ line, rowId, field: null, message: known?.message ?? MessageKeys.errorOccurred }];
    };
    const parsed = registrationSchema.safeParse(bulkRowRegistration(row));
    if (!parsed.success) return refusal(parsed.error);
    const [kept] = (await this.db.query(
      `INSERT INTO bulk_upload_rows (party_id, row_id, contract_id, upload_id, line) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (party_id, row_id) DO UPDATE SET party_id = excluded.party_id
       RETURNING contract_id, upload_id`,
      [principal.partyId, rowId, randomUUID(), uploadId, line],
    )) as { contract_id: string; upload_id: string }[];
    const contractId = kept!.contract_id;
    // Registered by this upload's own run that was cut short: it counts as this upload's.
    if (await this.registered(contractId)) return kept!.upload_id === uploadId ? 'registered' : 'alreadyRegistered';
    try {
      await this.commands.execute(
        new CreateContractCommand(principal, parsed.data, randomUUID(), undefined, undefined, contractId, signature),
      );
      return 'registered';
    } catch (error) {
      if (await this.registered(contractId)) return 'alreadyRegistered';
      // The portal failing (the database away, 5xx) is not the row's fault: the run stops and is tried again.
      if ((toApiError(error)?.statusCode ?? 500) >= 500) throw error;
      // Refused: the row id is free again, for the row put right.
      await this.db.query('DELETE FROM bulk_upload_rows WHERE party_id = $1 AND row_id = $2 AND contract_id = $3', [
        principal.partyId,
        rowId,
        contractId,
      ]);
      return refusal(error);
    }
  }

  private async registered(contractId: string): Promise<boolean> {
    const rows = (await this.db.query('SELECT 1 FROM event_streams WHERE stream_id = $1', [
      contractStreamId(contractId),
    ])) as unknown[];
    return rows.length > 0;
  }
}
