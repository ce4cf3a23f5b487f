import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { SigningService } from './signing.service.js';

/** A signature value in hex, as the helper's create_pkcs7 answers it (an RSA-4096 one is 1 024 digits). */
const timestampRequest = z.object({ signatureHex: z.string().regex(/^(?:[0-9a-fA-F]{2}){32,1024}$/) }).strict();

@Controller('signing')
export class SigningController {
  constructor(private readonly signing: SigningService) {}

  /** A time stamp for a signature a signed-in user's helper just made (E-IMZO attaches it to the PKCS#7). */
  @Post('timestamp')
  @HttpCode(200)
  async timestamp(@Body(new ZodPipe(timestampRequest)) body: z.infer<typeof timestampRequest>) {
    return { tst: await this.signing.timestamp(body.signatureHex) };
  }
}
