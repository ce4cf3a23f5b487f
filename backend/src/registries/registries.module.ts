import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CadastralObject } from './cadastral-object.entity.js';
import { CatalogController } from './catalog.controller.js';
import { Individual } from './individual.entity.js';
import { MyPartyController } from './my-party.controller.js';
import { RatesService } from './rates.service.js';
import { ReferenceController } from './reference.controller.js';
import { RegistryLookups } from './registry-lookups.js';
import { RegistryService } from './registry.service.js';
import { ReferenceChanges } from './reference-changes.js';
import { ReferenceChangesController } from './reference-changes.controller.js';
import { REGISTRY_IMPORTS_QUEUE, RegistryImportProcessor, RegistryImports } from './registry-import-jobs.js';
import { RegistryImportsController } from './registry-imports.controller.js';
import { SearchRegionsController } from './search-regions.controller.js';
import { Student } from './student.entity.js';
import { Taxpayer } from './taxpayer.entity.js';
import { Vehicle } from './vehicle.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Taxpayer, Individual, CadastralObject, Student, Vehicle]),
    BullModule.registerQueue({ name: REGISTRY_IMPORTS_QUEUE }),
  ],
  controllers: [
    CatalogController,
    ReferenceController,
    MyPartyController,
    RegistryImportsController,
    ReferenceChangesController,
    SearchRegionsController,
  ],
  providers: [
    RegistryService,
    RatesService,
    RegistryLookups,
    RegistryImports,
    RegistryImportProcessor,
    ReferenceChanges,
  ],
  exports: [RegistryService, RatesService, RegistryLookups],
})
export class RegistriesModule {}
