import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import type { Clock } from './clock/clock.js';
import type { AppConfig } from './config/config.js';
import { CoreModule } from './config/core.module.js';
import { ContractsModule } from './contracts/contracts.module.js';
import { DatabaseModule } from './database/database.module.js';
import { dataSourceOptions } from './data-source-options.js';
import { DocumentsModule } from './documents/documents.module.js';
import { EventStoreModule } from './event-store/event-store.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { AttachmentsModule } from './attachments/attachments.module.js';
import { HealthModule } from './health/health.module.js';
import { HelpModule } from './help/help.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { OpenDataModule } from './open-data/open-data.module.js';
import { OperatorModule } from './operator/operator.module.js';
import { RatingModule } from './rating/rating.module.js';
import { RedisModule } from './redis/redis.module.js';
import { RegistriesModule } from './registries/registries.module.js';
import { SmsModule } from './sms/sms.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger, clock: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, logger, clock),
        CqrsModule.forRoot(),
        DatabaseModule.forRoot(dataSourceOptions),
        RedisModule,
        EventStoreModule,
        IdentityModule,
        RegistriesModule,
        ContractsModule,
        DocumentsModule,
        ExportsModule,
        AttachmentsModule,
        OperatorModule,
        MetricsModule,
        JobsModule,
        SmsModule.forRoot(config),
        NotificationsModule,
        RatingModule,
        HelpModule,
        OpenDataModule,
        HealthModule,
        OpenApiModule,
      ],
    };
  }
}
