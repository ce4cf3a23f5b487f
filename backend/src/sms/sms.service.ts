import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { SEND_SMS, SMS_JOB_OPTIONS, SMS_QUEUE } from './sms-jobs.js';
import type { SmsMessage } from './sms-provider.js';

/** Sends an SMS through the queue; answers once it is queued (the gateway is the worker's business). */
@Injectable()
export class SmsService {
  constructor(@InjectQueue(SMS_QUEUE) private readonly queue: Queue<SmsMessage>) {}

  async send(phone: string, text: string): Promise<string> {
    const id = randomUUID();
    await this.queue.add(SEND_SMS, { id, phone, text }, { ...SMS_JOB_OPTIONS, jobId: id });
    return id;
  }
}
