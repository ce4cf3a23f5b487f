import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  ContractHistoryEntry,
  ContractHolderRow,
  ContractSummary,
  ContractTurnover,
  PartyContractCount,
} from '@rent/projections';
import { IdentityModule } from '../identity/identity.module.js';
import { RegistriesModule } from '../registries/registries.module.js';
import { SigningModule } from '../signing/signing.module.js';
import {
  ContractHistoryHandler,
  GetContractHandler,
  InfoPanelHandler,
  ListContractsHandler,
} from './contract-queries.js';
import { BULK_UPLOADS_QUEUE, BulkUploadProcessor, BulkUploads } from './bulk-uploads/bulk-uploads.js';
import { BulkUploadsController } from './bulk-uploads/bulk-uploads.controller.js';
import { ContractHoldersController } from './contract-holders.controller.js';
import { ContractStream } from './contract-stream.js';
import { ContractsController } from './contracts.controller.js';
import { CreateContractHandler } from './create-contract.command.js';
import { ContractStepHandler } from './contract-step.command.js';
import { PartyStepHandler } from './party-step.command.js';
import { ContractTurnoversHandler } from './contract-turnovers.query.js';
import { ContractInvoicesHandler } from './contract-invoices.query.js';
import { LessorInvoicesHandler } from './lessor-invoices.query.js';
import { PublicContractHandler } from './public-contract.query.js';
import { PublicNotificationHandler } from './public-notification.query.js';
import { PublicContractsController } from './public-contracts.controller.js';
import { RegistrationNumbering } from './registration-numbering.js';
import { ContractReceiptsHandler } from './receipts/contract-receipts.query.js';
import { ReceiptStatementHandler } from './receipts/receipt-statement.query.js';
import { ReceiptsController } from './receipts/receipts.controller.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ContractSummary,
      PartyContractCount,
      ContractHistoryEntry,
      ContractTurnover,
      ContractHolderRow,
    ]),
    RegistriesModule,
    SigningModule,
    IdentityModule,
    BullModule.registerQueue({ name: BULK_UPLOADS_QUEUE }),
  ],
  exports: [ContractStream, RegistrationNumbering],
  // Before ContractsController: its POST contracts/:id/:verb would take "holders" for a verb, its GET
  // contracts/:id "bulk-uploads".
  controllers: [
    ContractHoldersController,
    BulkUploadsController,
    ReceiptsController,
    ContractsController,
    PublicContractsController,
  ],
  providers: [
    ContractStream,
    CreateContractHandler,
    ContractStepHandler,
    PartyStepHandler,
    ContractHistoryHandler,
    ListContractsHandler,
    GetContractHandler,
    InfoPanelHandler,
    ContractTurnoversHandler,
    ContractInvoicesHandler,
    ContractReceiptsHandler,
    ReceiptStatementHandler,
    LessorInvoicesHandler,
    PublicContractHandler,
    PublicNotificationHandler,
    RegistrationNumbering,
    BulkUploads,
    BulkUploadProcessor,
  ],
})
export class ContractsModule {}
