import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractHistoryEntry, ContractSummary, PartyContractCount } from '@rent/projections';
import { RegistriesModule } from '../registries/registries.module.js';
import { ContractHistoryHandler, GetContractHandler, InfoPanelHandler, ListContractsHandler } from './contract-queries.js';
import { ContractStream } from './contract-stream.js';
import { ContractsController } from './contracts.controller.js';
import { CreateContractHandler } from './create-contract.command.js';
import { ContractStepHandler } from './contract-step.command.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContractSummary, PartyContractCount, ContractHistoryEntry]), RegistriesModule],
  exports: [ContractStream],
  controllers: [ContractsController],
  providers: [
    ContractStream,
    CreateContractHandler,
    ContractStepHandler,
    ContractHistoryHandler,
    ListContractsHandler,
    GetContractHandler,
    InfoPanelHandler,
  ],
})
export class ContractsModule {}
