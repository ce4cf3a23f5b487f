import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractHistoryEntry, ContractSummary } from '@rent/projections';
import { OperatorController } from './operator.controller.js';
import { ProjectionsController } from './projections.controller.js';
import { StaffContractsController } from './staff-contracts.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContractSummary, ContractHistoryEntry])],
  controllers: [OperatorController, ProjectionsController, StaffContractsController],
})
export class OperatorModule {}
