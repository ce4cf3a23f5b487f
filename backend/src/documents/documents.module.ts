import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractSummary } from '@rent/projections';
import { CertificateHandler } from './certificate.query.js';
import { DocumentsController } from './documents.controller.js';
import { ReceiptDocumentHandler } from './receipt-document.query.js';
import { ReceiptDocumentsController } from './receipts.controller.js';

/** Certificates, rent receipts, sample contracts and the users' guide: generated documents to download. */
@Module({
  imports: [TypeOrmModule.forFeature([ContractSummary])],
  controllers: [DocumentsController, ReceiptDocumentsController],
  providers: [CertificateHandler, ReceiptDocumentHandler],
})
export class DocumentsModule {}
