import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { LocalSignatureVerifier } from './local-signature-verifier.js';
import { SIGNATURE_VERIFIER } from './signature-verifier.js';
import { SigningController } from './signing.controller.js';
import { SigningService } from './signing.service.js';

@Module({
  imports: [MetricsModule],
  controllers: [SigningController],
  providers: [
    {
      provide: SIGNATURE_VERIFIER,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) =>
        new LocalSignatureVerifier(c.SIGNING_CA_FILE, {
          crlFile: c.SIGNING_CRL_FILE,
          crlFromDistributionPoints: c.SIGNING_CRL_FETCH,
          ocspUrl: c.SIGNING_OCSP_URL,
        }),
    },
    SigningService,
  ],
  exports: [SigningService],
})
export class SigningModule {}
