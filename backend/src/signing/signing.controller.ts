import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { SigningService } from './signing.service.js';

/**
 * A PKCS#7 (base64) as the helper's create_pkcs7 answers it. It travels on in the X-E-Signature header,
 * which Node caps at 16 KB with the other headers, so nothing longer could be sent with a step anyway.
 */
const timestampRequest = z.object({ pkcs7: z.string().max(16 * 1024).regex(/^[A-Za-z0-9+/]+={0,2}$/) }).strict();

@Controller('signing')
export class SigningController {
  constructor(private readonly signing: SigningService) {}

  /**
   * The PKCS#7 a signed-in user's helper just made, time-stamped: the portal asks the authority and
   * attaches the token, as E-IMZO's own server does for a page (the helper no longer attaches it).
   */
  @Post('timestamp')
  @HttpCode(200)
  async timestamp(@Body(new ZodPipe(timestampRequest)) body: z.infer<typeof timestampRequest>) {
    return { pkcs7: await this.signing.timestamp(body.pkcs7) };
  }
}
