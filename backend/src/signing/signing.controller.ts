import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  type StampedSignature,
  stampedSignatureSchema,
  type TimestampRequest,
  timestampRequestSchema,
} from '@rent/domain';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { SigningService } from './signing.service.js';
import { Answers } from '../http/answers.js';

@Controller('signing')
export class SigningController {
  constructor(private readonly signing: SigningService) {}

  /**
   * The PKCS#7 a signed-in user's helper just made, time-stamped: the portal asks the authority and
   * attaches the token, as E-IMZO's own server does for a page (the helper no longer attaches it).
   */
  @Answers.json(stampedSignatureSchema)
  @Post('timestamp')
  @HttpCode(200)
  async timestamp(@Body(new ZodPipe(timestampRequestSchema)) body: TimestampRequest): Promise<StampedSignature> {
    return { pkcs7: await this.signing.timestamp(body.pkcs7) };
  }
}
