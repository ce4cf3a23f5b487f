import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { RedisGuard } from '../redis/redis-guard.js';
import { SEND_SMS, SMS_JOB_OPTIONS, SMS_QUEUE } from './sms-jobs.js';
import type { SmsMessage } from './sms-provider.js';

/**
 * Sends a one-time code through the queue; answers once it is queued (the gateway is the worker's
 * business). With Redis away it is not queued, and the request that asked for it is answered 503 at once.
 * A code is worth a minute and never written down in the clear, so Redis alone holds it: one lost with
 * Redis is asked for again. A notice that must reach its phone goes through SmsNotices.
 */
@Injectable()
export class SmsService {
  constructor(
    @InjectQueue(SMS_QUEUE) private readonly queue: Queue<SmsMessage>,
    private readonly redis: RedisGuard,
  ) {}

  /** `id` names the message when a repeat must be dropped (a job tried again queues the same one). */
  async send(phone: string, text: string, id: string = randomUUID()): Promise<string> {
    await this.redis.run(() => this.queue.add(SEND_SMS, { id, phone, text }, { ...SMS_JOB_OPTIONS, jobId: id }));
    return id;
  }
}
