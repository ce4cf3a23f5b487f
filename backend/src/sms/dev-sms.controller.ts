import { Controller, Get, Inject, Query } from '@nestjs/common';
import { z } from 'zod';
import type { DevSms } from '@rent/domain';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { Public } from '../http/principal.js';
import { DevSmsProvider } from './dev-sms-provider.js';
import { SMS_PROVIDER } from './sms-provider.js';
import { Answers } from '../http/answers.js';
import { devSmsSchema } from '@rent/domain';

const phoneQuery = z.object({ phone: z.string().regex(/^998\d{9}$/) });

/**
 * The development SMS page's data: what the development gateway "sent" to a phone, newest first. The
 * module mounts it only with that gateway, which the configuration refuses in production.
 */
@Controller('dev/sms')
export class DevSmsController {
  constructor(@Inject(SMS_PROVIDER) private readonly provider: DevSmsProvider) {}

  @Public()
  @Answers.json(z.array(devSmsSchema))
  @Get()
  latest(@Query(new ZodPipe(phoneQuery)) q: z.infer<typeof phoneQuery>): Promise<DevSms[]> {
    return this.provider.latest(q.phone);
  }
}
