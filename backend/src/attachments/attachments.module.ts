import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContractHistoryEntry, ContractSummary } from '@rent/projections';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ContractsModule } from '../contracts/contracts.module.js';
import { SigningModule } from '../signing/signing.module.js';
import { ATTACHMENT_STORE, type AttachmentStore } from './attachment-store.js';
import { AttachDocumentHandler } from './attach-document.command.js';
import { AttachmentsController } from './attachments.controller.js';
import { PostgresAttachmentStore } from './postgres-attachment-store.js';
import { UploadLedger } from './upload-ledger.js';

/** Attached documents: their upload, list and download, the store their files are kept in and its ledger of uploads. */
@Module({
  imports: [TypeOrmModule.forFeature([ContractSummary, ContractHistoryEntry]), ContractsModule, SigningModule],
  controllers: [AttachmentsController],
  providers: [
    AttachDocumentHandler,
    UploadLedger,
    {
      provide: ATTACHMENT_STORE,
      inject: [APP_CONFIG, DataSource],
      // The S3 client is loaded only where it is configured.
      useFactory: async (config: AppConfig, db: DataSource): Promise<AttachmentStore> =>
        config.ATTACHMENT_STORE === 's3'
          ? new (await import('./s3-attachment-store.js')).S3AttachmentStore(config)
          : new PostgresAttachmentStore(db),
    },
  ],
  exports: [UploadLedger],
})
export class AttachmentsModule {}
