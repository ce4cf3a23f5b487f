import { Module } from '@nestjs/common';
import { CertificateHandler } from './certificate.query.js';
import { DocumentsController } from './documents.controller.js';

/** Certificates, sample contracts and the users' guide: generated documents to download. */
@Module({
  controllers: [DocumentsController],
  providers: [CertificateHandler],
})
export class DocumentsModule {}
