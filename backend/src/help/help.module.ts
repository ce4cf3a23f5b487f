import { Module } from '@nestjs/common';
import { HelpController } from './help.controller.js';

@Module({ controllers: [HelpController] })
export class HelpModule {}
