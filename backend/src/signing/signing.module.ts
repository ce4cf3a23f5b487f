import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LocalSignatureVerifier } from './local-signature-verifier.js';
import { SIGNATURE_VERIFIER } from './signature-verifier.js';
import { SigningController } from './signing.controller.js';
import { SigningService } from './signing.service.js';

@Module({
  controllers: [SigningController],
  providers: [
    { provide: SIGNATURE_VERIFIER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new LocalSignatureVerifier(c.SIGNING_CA_FILE, c.SIGNING_CRL_FILE) },
    SigningService,
  ],
  exports: [SigningService],
})
export class SigningModule {}
