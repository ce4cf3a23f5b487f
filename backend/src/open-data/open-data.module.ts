import { Module } from '@nestjs/common';
import { RentIndexController } from './rent-index.controller.js';
import { RentIndexQueryService } from './rent-index.query.js';

/** The committee's open data: figures anyone may read and download, with no sign-in. */
@Module({ controllers: [RentIndexController], providers: [RentIndexQueryService] })
export class OpenDataModule {}
