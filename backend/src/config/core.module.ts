import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../clock/clock.js';
import { LOGGER } from '../logging/logger.js';
import { APP_CONFIG, type AppConfig } from './config.js';

/** The configuration, the logger and the clock, made once by the caller and shared by every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, logger: Logger, clock: Clock): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [APP_CONFIG, LOGGER, CLOCK],
    };
  }
}
