import { Module } from '@nestjs/common';
import { OperatorController } from './operator.controller.js';
import { ProjectionsController } from './projections.controller.js';

@Module({ controllers: [OperatorController, ProjectionsController] })
export class OperatorModule {}
