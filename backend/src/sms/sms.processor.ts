import { Inject } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.js';
import { maskPhone, SMS_QUEUE } from './sms-jobs.js';
import { SMS_PROVIDER, type SmsMessage, type SmsProvider, SmsRejectedError } from './sms-provider.js';

/** Hands each queued SMS to the configured gateway; BullMQ retries what failed for a passing reason. */
@Processor(SMS_QUEUE, { concurrency: 4, autorun: false })
export class SmsProcessor extends WorkerHost {
  constructor(
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    super();
  }

  async process(job: Job<SmsMessage>): Promise<void> {
    const { id, phone } = job.data;
    try {
      await this.provider.send(job.data);
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
      if (error instanceof SmsRejectedError) throw new UnrecoverableError(reason);
      throw error;
    }
  }
}
