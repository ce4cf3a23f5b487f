import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { LOGGER } from '../logging/logger.js';
import { BACKGROUND_BUDGET_MS, RedisGuard } from '../redis/redis-guard.js';
import { RedisLossWatch } from '../redis/redis-loss-watch.js';
import { NOTICE_JOB_OPTIONS, RELAY_NOTICES, RELAY_NOTICES_EVERY_MS, SEND_SMS, SMS_QUEUE } from './sms-jobs.js';
import type { SmsMessage } from './sms-provider.js';

/** Notices queued again per round trip. */
const PAGE = 500;
/** How long a done notice is kept: the same notice asked for within it is not sent again. */
const KEPT_DONE = '30 days';

/**
 * SMS notices: a phone number changed, invoices due, a lessee's declaration. Unlike a sign-in code (worth a
 * minute, and never written down in the clear: SmsService), a notice must reach its phone whatever Redis
 * does meanwhile. So it is written to the database first (`sms_notices`, in the transaction of what it
 * tells of where there is one) and then queued under its own id; the SMS worker marks it done once the
 * gateway took it or gave it up. What waits is queued again, the queue dropping what it still holds:
 * after Redis lost its keys (the loss watch's restore), and every five minutes for a notice that Redis,
 * away at the time, never took.
 */
@Injectable()
export class SmsNotices implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    @InjectQueue(SMS_QUEUE) private readonly jobs: Queue<SmsMessage | Record<string, never>>,
    private readonly redis: RedisGuard,
    private readonly watch: RedisLossWatch,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onModuleInit(): void {
    this.watch.register(SMS_QUEUE, {
      restore: async (lost, signal) => {
        await this.redis.run(
          () =>
            this.jobs.upsertJobScheduler(
              RELAY_NOTICES,
              { every: RELAY_NOTICES_EVERY_MS },
              { name: RELAY_NOTICES, data: {} },
            ),
          BACKGROUND_BUDGET_MS,
        );
        if (lost) await this.relay(signal);
      },
    });
  }

  /**
   * Writes the notice with `em` (a transaction's, so that it is kept if and only if what it tells of is)
   * and answers whether it is still to be sent: not when the same notice was sent already.
   */
  async write(em: EntityManager, message: SmsMessage): Promise<boolean> {
    const rows = (await em.query(
      `INSERT INTO sms_notices (id, phone, text) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id RETURNING done_at`,
      [message.id, message.phone, message.text],
    )) as { done_at: Date | null }[];
    return rows[0]!.done_at === null;
  }

  /** Queues a notice written (and committed) before; one the queue holds already is not queued twice. */
  async queue(message: SmsMessage): Promise<void> {
    await this.redis.run(
      () => this.jobs.add(SEND_SMS, message, { ...NOTICE_JOB_OPTIONS, jobId: message.id }),
      BACKGROUND_BUDGET_MS,
    );
  }

  /** Queues a notice written before, for a request whose work is done: with Redis away the relay queues it. */
  async queueOrLeave(message: SmsMessage): Promise<void> {
    await this.queue(message).catch((error: unknown) =>
      this.log.warn({ err: error, sms: message.id }, 'SMS notice not queued; the relay queues it'),
    );
  }

  /**
   * Writes and queues a notice, for work that has no transaction of its own to write it in (a job). With
   * Redis away this throws, the notice written: the job tried again queues it.
   */
  async notify(phone: string, text: string, id: string): Promise<void> {
    const message = { id, phone, text };
    if (await this.write(this.db.manager, message)) await this.queue(message);
  }

  /**
   * The notice is done: its gateway took it or gave it up (the delivery record says which). Never throws:
   * the SMS went out, and a job failed for want of this mark would send it again at once. A notice left
   * unmarked is marked by the next relay, from the record of its delivery.
   */
  async done(id: string): Promise<void> {
    await this.db
      .query('UPDATE sms_notices SET done_at = now() WHERE id = $1 AND done_at IS NULL', [id])
      .catch((error: unknown) => this.log.warn({ err: error, sms: id }, 'SMS notice not marked done'));
  }

  /**
   * Queues again every notice still waiting, oldest first, a page per round trip; marks done the ones
   * delivered without the mark; forgets the ones done long ago. Answers how many were waiting.
   */
  async relay(signal?: AbortSignal): Promise<number> {
    await this.db.query(`DELETE FROM sms_notices WHERE done_at < now() - interval '${KEPT_DONE}'`);
    // Delivered, but the mark was not written (done): not to be sent again once the queue forgets its job.
    await this.db.query(
      `UPDATE sms_notices n SET done_at = now() WHERE done_at IS NULL AND EXISTS (
         SELECT 1 FROM sms_deliveries d
          WHERE d.phone = n.phone AND d.sms_id = n.id AND d.outcome IN ('sent', 'rejected'))`,
    );
    let waiting = 0;
    for (let after: { created_at: Date; id: string } | null = null; ;) {
      signal?.throwIfAborted();
      const page = (await this.db.query(
        `SELECT id, phone, text, created_at FROM sms_notices
          WHERE done_at IS NULL AND ($1::timestamptz IS NULL OR (created_at, id) > ($1, $2))
          ORDER BY created_at, id LIMIT ${PAGE}`,
        [after?.created_at ?? null, after?.id ?? null],
      )) as (SmsMessage & { created_at: Date })[];
      if (page.length === 0) break;
      await this.redis.run(
        () =>
          this.jobs.addBulk(
            page.map(({ id, phone, text }) => ({
              name: SEND_SMS,
              data: { id, phone, text },
              opts: { ...NOTICE_JOB_OPTIONS, jobId: id },
            })),
          ),
        BACKGROUND_BUDGET_MS,
      );
      waiting += page.length;
      if (page.length < PAGE) break;
      after = page.at(-1)!;
    }
    if (waiting) this.log.info({ waiting }, 'SMS notices waiting queued again');
    return waiting;
  }
}
