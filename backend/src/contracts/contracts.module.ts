import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractSummary, PartyContractCount } from '@rent/projections';
import { RegistriesModule } from '../registries/registries.module.js';
import { GetContractHandler, InfoPanelHandler, ListContractsHandler } from './contract-queries.js';
import { ContractStream } from './contract-stream.js';
import { ContractsController } from './contracts.controller.js';
import { CreateContractHandler } from './create-contract.command.js';
import { ConfirmContractHandler, RejectContractHandler } from './decide-contract.command.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContractSummary, PartyContractCount]), RegistriesModule],
  controllers: [ContractsController],
  providers: [
    ContractStream,
    CreateContractHandler,
    ConfirmContractHandler,
    RejectContractHandler,
    ListContractsHandler,
    GetContractHandler,
    InfoPanelHandler,
  ],
})
export class ContractsModule {}
