import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractHolderRow, Notification } from '@rent/projections';
import { NotificationsController } from './notifications.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([Notification, ContractHolderRow])],
  controllers: [NotificationsController],
})
export class NotificationsModule {}
