import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { LOGGER } from '../logging/logger.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { DevSmsController } from './dev-sms.controller.js';
import { DevSmsProvider } from './dev-sms-provider.js';
import { EskizSmsProvider } from './eskiz-sms-provider.js';
import { PlaymobileSmsProvider } from './playmobile-sms-provider.js';
import { SMS_QUEUE } from './sms-jobs.js';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider.js';
import { SmsNotices } from './sms-notices.js';
import { SmsProcessor } from './sms.processor.js';
import { SmsService } from './sms.service.js';

function provider(config: AppConfig, db: DataSource, log: Logger): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'eskiz':
      return new EskizSmsProvider({
        baseUrl: config.ESKIZ_BASE_URL,
        email: config.ESKIZ_EMAIL!,
        password: config.ESKIZ_PASSWORD!,
        from: config.ESKIZ_FROM,
      });
    case 'playmobile':
      return new PlaymobileSmsProvider({
        baseUrl: config.PLAYMOBILE_BASE_URL!,
        login: config.PLAYMOBILE_LOGIN!,
        password: config.PLAYMOBILE_PASSWORD!,
        originator: config.PLAYMOBILE_ORIGINATOR,
      });
    case 'dev':
      return new DevSmsProvider(db, log);
  }
}

/** SMS through one queue and the gateway the configuration names (SMS_PROVIDER). */
@Module({})
export class SmsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SmsModule,
      global: true,
      imports: [BullModule.registerQueue({ name: SMS_QUEUE }), MetricsModule],
      controllers: config.SMS_PROVIDER === 'dev' ? [DevSmsController] : [],
      providers: [
        {
          provide: SMS_PROVIDER,
          inject: [DataSource, LOGGER],
          useFactory: (db: DataSource, log: Logger) => provider(config, db, log),
        },
        SmsProcessor,
        SmsService,
        SmsNotices,
      ],
      exports: [SmsService, SmsNotices],
    };
  }
}
