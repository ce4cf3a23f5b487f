import { Inject } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { Counter, Registry } from 'prom-client';
import { LOGGER } from '../logging/logger.js';
import { METRICS, SMS_SENT, type SmsOutcome } from '../metrics/metrics.js';
import { maskPhone, RELAY_NOTICES, SMS_QUEUE } from './sms-jobs.js';
import { failedForGood } from '../redis/job-states.js';
import { SmsNotices } from './sms-notices.js';
import { SMS_PROVIDER, type SmsMessage, type SmsProvider, SmsRejectedError } from './sms-provider.js';

/**
 * Hands each queued SMS to the configured gateway; BullMQ retries what failed for a passing reason. A
 * notice is marked done once the gateway took it, refused it for good, or its last try failed.
 */
@Processor(SMS_QUEUE, { concurrency: 4, autorun: false })
export class SmsProcessor extends WorkerHost {
  private readonly sent: Counter<'gateway' | 'outcome'>;

  constructor(
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(METRICS) metrics: Registry,
    private readonly db: DataSource,
    private readonly notices: SmsNotices,
  ) {
    super();
    this.sent = metrics.getSingleMetric(SMS_SENT) as Counter<'gateway' | 'outcome'>;
  }

  private count(outcome: SmsOutcome): void {
    this.sent.inc({ gateway: this.provider.name, outcome });
  }

  /** The attempt on the record the staff read; a record that cannot be written does not stop the SMS. */
  private async record(job: Job<SmsMessage>, outcome: SmsOutcome, reason: string | null): Promise<void> {
    await this.db
      .query(
        'INSERT INTO sms_deliveries (sms_id, phone, gateway, outcome, attempt, reason) VALUES ($1, $2, $3, $4, $5, $6)',
        [job.data.id, job.data.phone, this.provider.name, outcome, job.attemptsMade + 1, reason?.slice(0, 500) ?? null],
      )
      .catch((error: unknown) => this.log.warn({ err: error, sms: job.data.id }, 'SMS delivery not recorded'));
  }

  /**
   * A message's job failed for good: its gateway refused it, its last try failed, or its workers were
   * killed mid-send once too often (BullMQ fails that without running it). A notice is then given up, so
   * that the relay does not hold it open for the week the failed job is kept.
   */
  @OnWorkerEvent('failed')
  async onFailed(job: Job<SmsMessage> | undefined): Promise<void> {
    if (!failedForGood(job) || job.name === RELAY_NOTICES) return;
    await this.notices.done(job.data.id);
  }

  async process(job: Job<SmsMessage>): Promise<void> {
    if (job.name === RELAY_NOTICES) {
      await this.notices.relay();
      return;
    }
    const { id, phone } = job.data;
    try {
      await this.provider.send(job.data);
      this.count('sent');
      await this.record(job, 'sent', null);
      await this.notices.done(id);
      this.log.info(
        { sms: id, phone: maskPhone(phone), provider: this.provider.name, attempt: job.attemptsMade + 1 },
        'SMS sent',
      );
    } catch (error) {
      // The text never goes to the log: it may hold a code.
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn(
        { sms: id, phone: maskPhone(phone), provider: this.provider.name, attempt: job.attemptsMade + 1, reason },
        'SMS not sent',
      );
      const rejected = error instanceof SmsRejectedError;
      this.count(rejected ? 'rejected' : 'failed');
      await this.record(job, rejected ? 'rejected' : 'failed', reason);
      if (rejected) throw new UnrecoverableError(reason);
      throw error;
    }
  }
}
