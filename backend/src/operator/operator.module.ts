import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractHistoryEntry, ContractSummary } from '@rent/projections';
import { ExportsModule } from '../exports/exports.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { SigningModule } from '../signing/signing.module.js';
import { OperatorController } from './operator.controller.js';
import { ProjectionsController } from './projections.controller.js';
import { RebuildProcessor, Rebuilds, REBUILDS_QUEUE } from './rebuild-jobs.js';
import { StaffContractsController } from './staff-contracts.controller.js';
import { StaffDashboardController } from './staff-dashboard.controller.js';
import { StaffDashboards } from './staff-dashboard.js';
import { StaffSearchExports } from './staff-search-exports.js';
import { StaffSearchExportsController } from './staff-search-exports.controller.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([ContractSummary, ContractHistoryEntry]),
    BullModule.registerQueue({ name: REBUILDS_QUEUE }),
    JobsModule,
    SigningModule,
    ExportsModule,
  ],
  // The search's downloads before the contract routes, so that `exports/…` is never read as a contract's id.
  controllers: [
    OperatorController,
    ProjectionsController,
    StaffSearchExportsController,
    StaffContractsController,
    StaffDashboardController,
  ],
  providers: [StaffDashboards, Rebuilds, RebuildProcessor, StaffSearchExports],
})
export class OperatorModule {}
