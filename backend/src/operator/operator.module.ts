import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractHistoryEntry, ContractSummary } from '@rent/projections';
import { JobsModule } from '../jobs/jobs.module.js';
import { SigningModule } from '../signing/signing.module.js';
import { OperatorController } from './operator.controller.js';
import { ProjectionsController } from './projections.controller.js';
import { RebuildProcessor, Rebuilds, REBUILDS_QUEUE } from './rebuild-jobs.js';
import { StaffContractsController } from './staff-contracts.controller.js';
import { StaffDashboardController } from './staff-dashboard.controller.js';
import { StaffDashboards } from './staff-dashboard.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([ContractSummary, ContractHistoryEntry]),
    BullModule.registerQueue({ name: REBUILDS_QUEUE }),
    JobsModule,
    SigningModule,
  ],
  controllers: [OperatorController, ProjectionsController, StaffContractsController, StaffDashboardController],
  providers: [StaffDashboards, Rebuilds, RebuildProcessor],
})
export class OperatorModule {}
